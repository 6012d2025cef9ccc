import { hasSpareCore } from "./has-spare-core";

describe("hasSpareCore", () => {
  it("is false on one or two cores", () => {
    expect(hasSpareCore({ hardwareConcurrency: 1 })).toBe(false);
    expect(hasSpareCore({ hardwareConcurrency: 2 })).toBe(false);
  });

  it("is true on three cores or more, as on a mid-range phone's eight", () => {
    expect(hasSpareCore({ hardwareConcurrency: 3 })).toBe(true);
    expect(hasSpareCore({ hardwareConcurrency: 8 })).toBe(true);
  });

  it("is true where the browser does not tell", () => {
    expect(hasSpareCore(undefined)).toBe(true);
    expect(
      hasSpareCore({ hardwareConcurrency: undefined as unknown as number }),
    ).toBe(true);
    expect(hasSpareCore({ hardwareConcurrency: 0 })).toBe(true);
  });
});
