import { renderHook, waitFor } from "@testing-library/react";
import { formatTripDateByIntl } from "../../../domain/trips/trip-date-intl";
import { useDateInWords } from "./use-date-in-words";

const thisYear = new Date().getFullYear();
const DAY = `${thisYear}-12-20`;
const NEXT_YEARS_DAY = `${thisYear + 1}-01-04`;

// Intl's own words, taken before the spies: what the shapes must match.
const byIntl = (iso: string, language: string) =>
  formatTripDateByIntl(iso, language);

describe("useDateInWords", () => {
  it.each([
    [DAY, "en"],
    [DAY, "fr"],
    [NEXT_YEARS_DAY, "en"],
    [NEXT_YEARS_DAY, "fr"],
  ])(
    "writes %s in %s as Intl would, without building an Intl formatter",
    async (iso, language) => {
      const expected = byIntl(iso, language);
      const dateTimeFormat = jest.spyOn(Intl, "DateTimeFormat");
      const toLocaleDateString = jest.spyOn(
        Date.prototype,
        "toLocaleDateString",
      );
      try {
        const { result } = renderHook(() => useDateInWords(iso, language));
        await waitFor(() => expect(result.current).toBe(expected));
        expect(dateTimeFormat).not.toHaveBeenCalled();
        expect(toLocaleDateString).not.toHaveBeenCalled();
      } finally {
        dateTimeFormat.mockRestore();
        toLocaleDateString.mockRestore();
      }
    },
  );

  it("is empty for no date, and again when the date is cleared", async () => {
    const { result, rerender } = renderHook(
      ({ iso }) => useDateInWords(iso, "en"),
      { initialProps: { iso: DAY } },
    );
    await waitFor(() => expect(result.current).toBe(byIntl(DAY, "en")));
    rerender({ iso: "" });
    await waitFor(() => expect(result.current).toBe(""));
  });
});
