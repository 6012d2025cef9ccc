/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";

// French as a Quebec reader expects it (OQLF): a non-breaking space before a
// colon and inside « », none before ; ! ?, digit groups held together, and
// no calque or second name for one notion. Checked over every French string.

const ROOT = path.join(__dirname, "..");
const FRENCH_FILES = [
  ...fs
    .readdirSync(path.join(ROOT, "locales/fr"))
    .map((f) => `locales/fr/${f}`),
  ...["faq", "legal"].flatMap((folder) =>
    fs
      .readdirSync(path.join(ROOT, "content", folder))
      .filter((f) => f.endsWith(".fr.json"))
      .map((f) => `content/${folder}/${f}`),
  ),
];

/** Wordings a reviewer flagged, each with what to write instead. */
const CALQUES: Record<string, string> = {
  "ou plus en valeur": "ou une valeur supérieure",
  "mentions légales": "avis juridiques",
  "fournisseur d'identité": "fournisseur de connexion",
  "fournisseur de comptes": "fournisseur de connexion",
  "échec de la mise à jour": "Impossible d'enregistrer vos modifications.",
  "échec de la suppression": "Impossible de supprimer…",
};

/**
 * A participle agreed in the masculine with the reader ("vous êtes connecté"):
 * text addressed to the traveller is written epicene instead (OQLF).
 */
const GENDERED_ADDRESS =
  /\bvous (?:êtes|étiez|soyez|serez)\s+\p{L}+é(?!\p{L})|\b(?:en étant|d'être) \p{L}+é(?!\p{L})|\bune fois connecté(?!\p{L})/iu;

/** What is wrong with one French string, empty when nothing is. */
export function frenchTypographyFaults(text: string): string[] {
  const faults: string[] = [];
  if (/[^\u00a0\u202f]:(\s|$)/.test(text))
    faults.push("a colon without a non-breaking space before it");
  if (/[ \u00a0\u202f][;!?]/.test(text)) faults.push("a space before ; ! or ?");
  if (/« |«[^\u00a0\u202f]| »|[^\u00a0\u202f]»/.test(text))
    faults.push("« » without non-breaking spaces inside");
  // 1 000, but not a phone number such as +1 514 555 0100.
  if (/(?<![\d+]|[\d+] )\d{1,3} \d{3}(?!\d| \d)/.test(text))
    faults.push("a digit group split by an ordinary space");
  if (GENDERED_ADDRESS.test(text))
    faults.push("a masculine agreement with the reader: write it epicene");
  const lower = text.toLowerCase();
  for (const [calque, better] of Object.entries(CALQUES))
    if (lower.includes(calque)) faults.push(`"${calque}": write "${better}"`);
  return faults;
}

function strings(value: unknown, at: string): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) =>
      strings(inner, at ? `${at}.${key}` : key),
    );
  return [];
}

describe("the typography rules", () => {
  it.each([
    ["Étape 1 sur 2 : choisissez", "a colon"],
    ["Dates ; prix", "a space before"],
    ["Nouveau ?", "a space before"],
    ["« ou plus »", "« »"],
    ["au moins 1 000 points", "digit group"],
    ["{{rewards}} ou plus en valeur", "ou une valeur supérieure"],
    ["Échec de la mise à jour de l'utilisateur", "Impossible"],
    ["Vous êtes déconnecté partout.", "epicene"],
    ["que vous soyez connecté ou non", "epicene"],
    ["faite en étant connecté", "epicene"],
    ["pour son titulaire une fois connecté", "epicene"],
  ])("refuse %j", (text, fault) => {
    expect(frenchTypographyFaults(text).join(" | ")).toContain(fault);
  });

  it.each([
    "Étape 1 sur 2\u00a0: choisissez",
    "Dates; prix, Nouveau?",
    "«\u00a0ou une valeur supérieure\u00a0»",
    "au moins 1\u00a0000 points",
    "comme +1 514 555 0100.",
    "https://example.com et 14:30",
    "Votre session est fermée sur tous vos appareils.",
    "avec ou sans connexion à votre compte",
    "Une fois confirmé, un échange ne peut pas être annulé.",
  ])("accept %j", (text) => {
    expect(frenchTypographyFaults(text)).toEqual([]);
  });
});

describe.each(FRENCH_FILES)("%s", (file) => {
  const entries = strings(
    JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8")),
    "",
  );
  it("follows Quebec French typography and terminology", () => {
    const faults = entries.flatMap(([at, text]) =>
      frenchTypographyFaults(text).map((fault) => `${at}: ${fault}`),
    );
    expect(faults).toEqual([]);
  });
});
