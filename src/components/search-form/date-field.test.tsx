import { forwardRef, useImperativeHandle } from "react";
import { formatTripDate } from "../../../domain/trips/date-in-words";
import { renderWithProviders, screen, waitFor } from "../../test-utils";
import { DateField } from "./date-field";
import { useLazyDatePicker } from "./use-lazy-date-picker";

// Counted: the date words' module comes with the results' chunk.
jest.mock("../../../domain/trips/date-in-words", () => {
  const actual = jest.requireActual<
    typeof import("../../../domain/trips/date-in-words")
  >("../../../domain/trips/date-in-words");
  return { formatTripDate: jest.fn(actual.formatTripDate) };
});
jest.mock("./use-lazy-date-picker", () => ({
  loadDatePicker: jest.fn(() => Promise.resolve()),
  useLazyDatePicker: jest.fn(),
}));

// The calendar, as its field: it writes its own words.
const StandInPicker = forwardRef<
  { open: () => void; close: () => void },
  { id: string; value: string }
>(function StandInPicker({ id, value }, ref) {
  useImperativeHandle(ref, () => ({ open() {}, close() {} }));
  return <input id={id} readOnly value={`calendar ${value}`} />;
});

const DAY = `${new Date().getFullYear()}-12-20`;

function renderField() {
  renderWithProviders(
    <DateField
      id="departure-date"
      label="Depart"
      value={DAY}
      min="2000-01-01"
      onChange={() => {}}
      onPick={() => {}}
    />,
  );
  return screen.getByLabelText("Depart");
}

beforeEach(() => jest.mocked(formatTripDate).mockClear());

describe("DateField", () => {
  it("before the calendar loads, writes an address's date in words", async () => {
    jest.mocked(useLazyDatePicker).mockReturnValue(undefined);
    const field = renderField();
    // The mock writes as the real module does.
    await waitFor(() => expect(field).toHaveValue(formatTripDate(DAY, "en")));
  });

  it("once the calendar is here, leaves the words to it and loads nothing for them", async () => {
    jest
      .mocked(useLazyDatePicker)
      .mockReturnValue(
        StandInPicker as unknown as ReturnType<typeof useLazyDatePicker>,
      );
    const field = renderField();
    expect(field).toHaveValue(`calendar ${DAY}`);
    // Past the microtasks a dynamic import would take.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(formatTripDate).not.toHaveBeenCalled();
  });
});
