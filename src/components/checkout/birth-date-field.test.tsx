import { useState } from "react";
import userEvent from "@testing-library/user-event";
import { useTranslation } from "gatsby-plugin-react-i18next";
import {
  BIRTH_DATE_LABELS,
  fillBirthDate,
  renderWithProviders,
  screen,
  within,
} from "../../test-utils";
import { BirthDateField } from "./birth-date-field";

function Form({
  initial = "",
  onBlur = () => {},
  error,
}: {
  initial?: string;
  onBlur?: () => void;
  error?: string;
}) {
  const { t } = useTranslation("checkout");
  const label = t("passengers.date_of_birth");
  const [value, setValue] = useState(initial);
  return (
    <>
      <BirthDateField
        name="passengers.0.date_of_birth"
        label={label}
        value={value}
        onChange={setValue}
        onBlur={onBlur}
        hint="12 or older on the travel date."
        error={error}
        ownBirthday
      />
      <output>{value}</output>
      <button type="button" onClick={() => setValue("1985-11-30")}>
        Restore
      </button>
    </>
  );
}

const parts = () =>
  Array.from(
    screen
      .getByRole("group", { name: /Date of birth|Date de naissance/ })
      .querySelectorAll("input, select"),
    (control) => control.getAttribute("name")?.split(".").at(-1),
  );

describe("BirthDateField", () => {
  it("asks month, day, year in English, the month by name", () => {
    renderWithProviders(<Form />);
    expect(parts()).toEqual(["month", "day", "year"]);
    expect(
      within(screen.getByLabelText("Month")).getByRole("option", {
        name: "May",
      }),
    ).toHaveValue("05");
  });

  it("asks day, month, year in French", () => {
    renderWithProviders(<Form />, { language: "fr" });
    expect(parts()).toEqual(["day", "month", "year"]);
    expect(
      within(screen.getByLabelText("Mois")).getByRole("option", {
        name: "mai",
      }),
    ).toHaveValue("05");
    fillBirthDate("1990-05-01", { labels: BIRTH_DATE_LABELS.fr });
    expect(screen.getByRole("status")).toHaveTextContent("1990-05-01");
  });

  it("gives the form a year-month-day and keeps the day as typed", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Form />);
    await user.selectOptions(screen.getByLabelText("Month"), "May");
    await user.type(screen.getByLabelText("Day"), "1");
    await user.type(screen.getByLabelText("Year"), "1990");
    expect(screen.getByRole("status")).toHaveTextContent("1990-05-01");
    expect(screen.getByLabelText("Day")).toHaveValue("1");
    await user.type(screen.getByLabelText("Day"), "x5");
    expect(screen.getByLabelText("Day")).toHaveValue("15");
    expect(screen.getByRole("status")).toHaveTextContent("1990-05-15");
  });

  it("shows a date set from elsewhere, such as a restored form", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Form initial="1990-05-01" />);
    expect(screen.getByLabelText("Day")).toHaveValue("01");
    await user.click(screen.getByRole("button", { name: "Restore" }));
    expect(screen.getByLabelText("Day")).toHaveValue("30");
    expect(screen.getByLabelText("Month")).toHaveValue("11");
    expect(screen.getByLabelText("Year")).toHaveValue("1985");
  });

  it("is left once focus leaves all three parts, not between them", async () => {
    const user = userEvent.setup();
    const onBlur = jest.fn();
    renderWithProviders(<Form onBlur={onBlur} />);
    await user.click(screen.getByLabelText("Month"));
    await user.tab();
    await user.tab();
    expect(screen.getByLabelText("Year")).toHaveFocus();
    expect(onBlur).not.toHaveBeenCalled();
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it("ties the hint and the message to each part, the first with the field's id", () => {
    renderWithProviders(<Form error="Enter a real date of birth." />);
    const month = screen.getByLabelText("Month");
    expect(month).toHaveAttribute("id", "field-passengers-0-date_of_birth");
    for (const label of ["Month", "Day", "Year"]) {
      const control = screen.getByLabelText(label);
      expect(control).toHaveAttribute("aria-invalid", "true");
      expect(control).toHaveAccessibleDescription(
        "12 or older on the travel date. Enter a real date of birth.",
      );
    }
    expect(screen.getByLabelText("Day")).toHaveAttribute(
      "autocomplete",
      "bday-day",
    );
  });
});
