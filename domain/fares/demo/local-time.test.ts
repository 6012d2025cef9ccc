import { instantOf, localTime } from "./local-time";

describe("local times", () => {
  it("turns a local time into an instant and back, in each zone", () => {
    const noonToronto = instantOf("2026-07-01", 12 * 60, "America/Toronto");
    expect(new Date(noonToronto).toISOString()).toBe(
      "2026-07-01T16:00:00.000Z",
    );
    expect(localTime(noonToronto, "America/Vancouver")).toBe(
      "2026-07-01T09:00",
    );
    expect(localTime(noonToronto, "Asia/Tokyo")).toBe("2026-07-02T01:00");
    const winter = instantOf("2026-12-10", 6 * 60 + 15, "America/Toronto");
    expect(new Date(winter).toISOString()).toBe("2026-12-10T11:15:00.000Z");
    expect(localTime(winter, "America/St_Johns")).toBe("2026-12-10T07:45");
  });

  it("settles across a clock change", () => {
    // Toronto springs forward at 02:00 on 8 March 2026.
    const morning = instantOf("2026-03-08", 9 * 60, "America/Toronto");
    expect(new Date(morning).toISOString()).toBe("2026-03-08T13:00:00.000Z");
  });
});
