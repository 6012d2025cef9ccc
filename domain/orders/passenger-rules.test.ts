import { contactSchema, passengerSchema } from "./order-contract";
import {
  dateOfBirthProblem,
  emailProblem,
  passportNameProblem,
  phoneProblem,
} from "./passenger-rules";

const names = [
  "Zoë",
  "O'Brien",
  "Jean-Luc",
  "St. John",
  "",
  " ",
  "R2D2",
  "-Al",
  "李",
  "x".repeat(61),
];
const emails = [
  "a@b.ca",
  "name.surname@example.com",
  "a@b",
  "plain",
  "",
  "a..b@c.ca",
  "x@y.z",
];
const phones = [
  "+1 416 555 0100",
  "(416) 555-0100",
  "555",
  "phone me",
  "",
  "+1-416-555-0100-1234567",
];

const passengerWith = (field: string, value: string) => ({
  type: "adult",
  given_names: "Ana",
  surname: "Silva",
  date_of_birth: "1990-01-01",
  [field]: value,
});

describe("the form's rules agree with the API's schemas", () => {
  it.each(names)("a passport name %p", (name) => {
    const accepted = passengerSchema.safeParse(
      passengerWith("surname", name),
    ).success;
    expect(passportNameProblem(name) === undefined).toBe(accepted);
  });

  it.each(emails)("an e-mail address %p", (email) => {
    const accepted = contactSchema.safeParse({
      email,
      phone: "4165550100",
    }).success;
    expect(emailProblem(email) === undefined).toBe(accepted);
  });

  it.each(phones)("a phone number %p", (phone) => {
    const accepted = contactSchema.safeParse({
      email: "a@b.ca",
      phone,
    }).success;
    expect(phoneProblem(phone) === undefined).toBe(accepted);
  });
});

describe("passportNameProblem", () => {
  it("names what is wrong", () => {
    expect(passportNameProblem("  ")).toBe("required");
    expect(passportNameProblem("x".repeat(61))).toBe("tooLong");
    expect(passportNameProblem("R2D2")).toBe("letters");
    expect(passportNameProblem("Zoë")).toBeUndefined();
  });
});

describe("dateOfBirthProblem", () => {
  const travel = "2026-07-01";
  it("checks the type against the age on the travel date", () => {
    expect(dateOfBirthProblem("adult", "2014-07-01", travel)).toBeUndefined();
    expect(dateOfBirthProblem("adult", "2014-07-02", travel)).toBe("adultAge");
    expect(dateOfBirthProblem("child", "2014-07-02", travel)).toBeUndefined();
    expect(dateOfBirthProblem("child", "2014-07-01", travel)).toBe("childAge");
  });
  it("refuses missing, malformed, future and unlikely dates", () => {
    expect(dateOfBirthProblem("adult", "", travel)).toBe("required");
    expect(dateOfBirthProblem("adult", "1990-02-30", travel)).toBe("format");
    expect(dateOfBirthProblem("child", "2026-07-02", travel)).toBe(
      "afterTravel",
    );
    expect(dateOfBirthProblem("adult", "1890-01-01", travel)).toBe("year");
  });
});
