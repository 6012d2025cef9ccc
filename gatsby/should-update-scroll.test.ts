import { shouldUpdateScroll } from "./should-update-scroll";

type Args = Parameters<NonNullable<typeof shouldUpdateScroll>>[0];

const call = (hash: string, saved: [number, number] | null) =>
  shouldUpdateScroll!(
    {
      routerProps: { location: { hash } },
      getSavedScrollPosition: () => saved,
    } as unknown as Args,
    { plugins: [] },
  );

describe("shouldUpdateScroll", () => {
  it("restores a saved position", () => {
    expect(call("", [0, 640])).toEqual([0, 640]);
  });
  it("scrolls to a hash anchor", () => {
    expect(call("#how-it-works", null)).toBe("how-it-works");
  });
  it("otherwise goes to the top", () => {
    expect(call("", null)).toEqual([0, 0]);
  });
});
