import { personName } from "../users/person-name";
import { HIDDEN_CHARACTER_MESSAGE, hasHiddenCharacter } from "./visible-text";

describe("hidden characters in typed text", () => {
  it.each([
    ["a bidi override and a zero-width space", "\u202egnp.exe\u200b"],
    ["a NUL", "Ann\u0000a"],
    ["a byte-order mark", "\ufeffAnna"],
    ["a left-to-right mark", "Anna\u200e"],
    ["half of a surrogate pair", "Anna\ud800"],
    ["a joiner at the end", "Anna\u200d"],
    ["a line break", "Anna\nSmith"],
  ])("refuses %s", (_what, text) => {
    expect(hasHiddenCharacter(text)).toBe(true);
  });

  it.each([
    ["accents", "Zoë Lefèvre-Côté"],
    ["Vietnamese", "Nguyễn"],
    ["an apostrophe", "O'Brien"],
    ["a Persian name with its non-joiner", "محمد\u200cرضا"],
    ["an emoji sequence", "👩\u200d💻"],
    ["a name outside the BMP", "𠜎"],
  ])("accepts %s", (_what, text) => {
    expect(hasHiddenCharacter(text)).toBe(false);
  });

  it("gives a name with hidden characters a sentence, not a code", () => {
    const result = personName.safeParse("\u202egnp.exe\u200b");
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      HIDDEN_CHARACTER_MESSAGE,
    ]);
    expect(personName.parse("  Zoë  ")).toBe("Zoë");
  });
});
