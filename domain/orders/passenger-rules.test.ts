import {
  dateOfBirthProblem,
  emailProblem,
  passportNameProblem,
  phoneProblem,
} from "./passenger-rules";

describe("passportNameProblem", () => {
  it.each(["Zoë", "O'Brien", "Jean-Luc", "St. John", "李", " Ana "])(
    "accepts %p",
    (name) => {
      expect(passportNameProblem(name)).toBeUndefined();
    },
  );

  it.each([
    ["", "required"],
    ["  ", "required"],
    ["x".repeat(61), "tooLong"],
    ["R2D2", "letters"],
    ["-Al", "letters"],
  ])("refuses %p as %p", (name, problem) => {
    expect(passportNameProblem(name)).toBe(problem);
  });
});

describe("emailProblem", () => {
  it.each(["a@b.ca", "name.surname@example.com"])("accepts %p", (email) => {
    expect(emailProblem(email)).toBeUndefined();
  });

  it.each([
    ["", "required"],
    ["a@b", "format"],
    ["plain", "format"],
    ["a..b@c.ca", "format"],
    ["x@y.z", "format"],
    [`${"a".repeat(250)}@b.ca`, "tooLong"],
  ])("refuses %p as %p", (email, problem) => {
    expect(emailProblem(email)).toBe(problem);
  });
});

describe("phoneProblem", () => {
  it.each(["+1 416 555 0100", "(416) 555-0100", " 4165550100 "])(
    "accepts %p",
    (phone) => {
      expect(phoneProblem(phone)).toBeUndefined();
    },
  );

  it.each([
    ["", "required"],
    ["555", "format"],
    ["phone me", "format"],
    ["(((--)))", "format"],
    ["+1-416-555-0100-1234567", "format"],
  ])("refuses %p as %p", (phone, problem) => {
    expect(phoneProblem(phone)).toBe(problem);
  });
});

describe("dateOfBirthProblem: the one age rule", () => {
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
