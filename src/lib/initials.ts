/** "Ada Tremblay" → "AT"; one name gives one letter; no name gives "". */
export function initialsOf(firstName = "", lastName = ""): string {
  return [firstName, lastName]
    .map((name) => Array.from(name.trim())[0] ?? "")
    .join("")
    .toLocaleUpperCase();
}
