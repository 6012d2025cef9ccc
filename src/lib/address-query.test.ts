import { readAddressQuery } from "./address-query";

const today = new Date(2026, 10, 23);

describe("readAddressQuery", () => {
  it("reads nothing from an address without a query", async () => {
    await expect(readAddressQuery("", today)).resolves.toEqual({});
    await expect(readAddressQuery("?", today)).resolves.toEqual({});
  });

  it("reads a query as /search does, valid fields only", async () => {
    await expect(
      readAddressQuery("?campaign=campaign2&searchType=verto&adults=0", today),
    ).resolves.toEqual({ campaign: "campaign2", searchType: "verto" });
  });
});
