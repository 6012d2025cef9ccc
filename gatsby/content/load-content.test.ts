/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  ContentError,
  listContentFiles,
  loadAllContent,
  parseContentFile,
} from "./load-content";

const faq = {
  section: "points",
  language: "en",
  title: "Points",
  items: [
    { title: "How much is a point worth?", content: "100 points = US$1." },
  ],
};

function problemsOf(file: string, value: unknown): string[] {
  try {
    parseContentFile(file, JSON.stringify(value));
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

describe("parseContentFile", () => {
  it("accepts a valid FAQ file with string and block answers", () => {
    const blocks = {
      ...faq,
      items: [
        ...faq.items,
        {
          title: "Where?",
          content: [
            { type: "text", text: "Here:" },
            { type: "list", items: ["a", "b"] },
            { type: "custom", component: "points-link" },
          ],
        },
      ],
    };
    expect(
      parseContentFile("faq/points.en.json", JSON.stringify(blocks)),
    ).toEqual(blocks);
  });

  it("names the field and the expectation", () => {
    const bad = { ...faq, items: [{ title: "", content: "x" }] };
    const problems = problemsOf("faq/points.en.json", bad);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^items\[0\]\.title: .*>=1/);
  });

  it("rejects unknown block types and unknown fields", () => {
    const bad = {
      ...faq,
      colour: "red",
      items: [{ title: "Q", content: [{ type: "video", url: "x" }] }],
    };
    const problems = problemsOf("faq/points.en.json", bad);
    expect(problems.join("\n")).toMatch(/items\[0\]\.content/);
    expect(problems.join("\n")).toMatch(/colour/);
  });

  it("reports broken JSON and files without a schema", () => {
    expect(() => parseContentFile("site.json", "{nope")).toThrow(
      /site\.json: not valid JSON/,
    );
    expect(() => parseContentFile("stray.json", "{}")).toThrow(/no schema/);
  });

  it("checks featured trip codes", () => {
    const card = {
      airline: "Porter",
      departure: "YYZ",
      arrival: "yul",
      departureWithCode: "Toronto (YYZ)",
      arrivalWithCode: "Montreal (YUL)",
      destination: "Montreal",
      fareClass: "Economy",
      priceCents: 18900,
      currency: "CAD",
      pointsValue: 500,
      tripType: "Roundtrip",
      stops: 0,
      fr: {
        departureWithCode: "Toronto (YYZ)",
        arrivalWithCode: "Montréal (YUL)",
        destination: "Montréal",
      },
    };
    const problems = problemsOf("featured-trips.json", {
      markets: { toronto: [card], vancouver: [{ ...card, arrival: "YUL" }] },
    });
    expect(problems).toEqual([
      "markets.toronto[0].arrival: expected a three-letter IATA code",
    ]);
  });
});

describe("loadAllContent", () => {
  it("reports every bad file at once with its path", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
    fs.mkdirSync(path.join(dir, "faq"));
    fs.writeFileSync(
      path.join(dir, "faq", "points.en.json"),
      JSON.stringify(faq),
    );
    fs.writeFileSync(path.join(dir, "faq", "offers.en.json"), "{}");
    fs.writeFileSync(path.join(dir, "site.json"), '{"name": 3}');
    expect(listContentFiles(dir)).toEqual([
      "faq/offers.en.json",
      "faq/points.en.json",
      "site.json",
    ]);
    expect(() => loadAllContent(dir)).toThrow(
      /content\/faq\/offers\.en\.json: section[\s\S]*content\/site\.json: name/,
    );
  });

  it("loads the real content/ folder", () => {
    const content = loadAllContent();
    expect(content.get("site.json")).toMatchObject({ name: "Northfare" });
    for (const section of [
      "general",
      "bookings",
      "pricing",
      "offers",
      "points",
    ]) {
      for (const language of ["en", "fr"]) {
        expect(content.has(`faq/${section}.${language}.json`)).toBe(true);
      }
    }
  });
});
