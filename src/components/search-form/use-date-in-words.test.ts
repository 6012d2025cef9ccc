import { renderHook, waitFor } from "@testing-library/react";
import { useDateInWords } from "./use-date-in-words";

const nextYear = new Date().getFullYear() + 1;
const day = `${nextYear}-01-04`;
const byIntl = (language: string) =>
  new Date(nextYear, 0, 4).toLocaleDateString(language, {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
  });

afterEach(() => jest.restoreAllMocks());

describe("useDateInWords", () => {
  it("writes the day from its shapes, as Intl would, without asking Intl", async () => {
    const intl = jest.spyOn(Date.prototype, "toLocaleDateString");
    const { result, rerender } = renderHook(
      ({ language }) => useDateInWords(day, language),
      { initialProps: { language: "en" } },
    );
    expect(result.current).toBe("");
    await waitFor(() => expect(result.current).not.toBe(""));
    const english = result.current;
    rerender({ language: "fr" });
    await waitFor(() => expect(result.current).not.toBe(english));
    const french = result.current;
    expect(intl).not.toHaveBeenCalled();
    intl.mockRestore();
    expect(english).toBe(byIntl("en-CA"));
    expect(french).toBe(byIntl("fr-CA"));
  });

  it("gives nothing for no date", () => {
    const { result } = renderHook(() => useDateInWords("", "en"));
    expect(result.current).toBe("");
  });
});
