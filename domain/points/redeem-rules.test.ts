describe("redeem rules", () => {
  afterEach(() => jest.restoreAllMocks());

  it("builds no Intl formatter when imported, nor when a refusal is worded", () => {
    // The points page's chunk imports this file: a formatter built while the
    // chunk is evaluated loads Intl's data inside the page's boot (decision 0024);
    // the refusals write their numbers from a shape (decision 0026).
    const numberFormat = jest.spyOn(Intl, "NumberFormat");
    jest.isolateModules(() => {
      const rules =
        jest.requireActual<typeof import("./redeem-rules")>("./redeem-rules");
      expect(numberFormat).not.toHaveBeenCalled();

      expect(rules.belowMinimumMessage()).toBe("Redeem at least 1,000 points.");
      expect(rules.aboveMaximumMessage()).toBe(
        "Redeem at most 10,000,000 points at a time.",
      );
      expect(numberFormat).not.toHaveBeenCalled();
    });
  });
});
