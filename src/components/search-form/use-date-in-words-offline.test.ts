import { renderHook, waitFor } from "@testing-library/react";
import { useDateInWords } from "./use-date-in-words";

// The shapes' chunk fails to load, as it does offline.
jest.mock("../../../domain/trips/date-in-words", () => {
  throw new Error("Loading chunk 8532 failed");
});

it("writes the day by Intl when the shapes cannot load", async () => {
  const nextYear = new Date().getFullYear() + 1;
  const { result } = renderHook(() =>
    useDateInWords(`${nextYear}-01-04`, "fr"),
  );
  await waitFor(() =>
    expect(result.current).toBe(
      new Date(nextYear, 0, 4).toLocaleDateString("fr-CA", {
        weekday: "short",
        day: "numeric",
        month: "short",
        year: "numeric",
      }),
    ),
  );
});
