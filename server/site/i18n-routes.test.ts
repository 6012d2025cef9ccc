import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveFakeBuild } from "../testing/fake-app";

const app = serveFakeBuild();
const localesDir = path.resolve(__dirname, "..", "..", "locales");
const namespaces = readdirSync(path.join(localesDir, "en")).map((file) =>
  file.replace(/\.json$/, ""),
);

const get = (url: string, headers: Record<string, string> = {}) =>
  app().inject({ method: "GET", url, headers });

describe("GET /api/i18n/:namespace/:language", () => {
  it("serves the spec's sixteen namespaces", () => {
    expect(namespaces.sort()).toEqual([
      "404",
      "browser",
      "checkout",
      "common",
      "faq",
      "home",
      "how",
      "installed",
      "order",
      "points",
      "privacy",
      "processing",
      "search",
      "support",
      "terms",
      "vertoflex",
    ]);
  });

  it.each(["en", "fr"])(
    "answers every namespace in %s as in locales/",
    async (language) => {
      for (const namespace of namespaces) {
        const response = await get(`/api/i18n/${namespace}/${language}`);
        expect(response.statusCode).toBe(200);
        const file = JSON.parse(
          readFileSync(
            path.join(localesDir, language, `${namespace}.json`),
            "utf8",
          ),
        );
        expect(response.json()).toEqual({ data: file });
      }
    },
  );

  it("revalidates by ETag", async () => {
    const first = await get("/api/i18n/common/fr");
    const again = await get("/api/i18n/common/fr", {
      "if-none-match": String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    ["nope", "en"],
    ["common", "de"],
    ["..%2F..%2Fpackage", "en"],
  ])(
    "answers 404 for namespace %s and language %s",
    async (namespace, language) => {
      const response = await get(`/api/i18n/${namespace}/${language}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toMatch(
        /^Failed to get i18n data for namespace: /,
      );
    },
  );

  it.each([
    "/api/i18n/../en",
    "/api/i18n/common/..",
    "/api/i18n/%2E%2E/en",
    "/api/i18n/..%2F..%2Fpackage/en",
    "/api/i18n/..%2F..%2F..%2Fpackage.json/en",
  ])("never serves a file outside locales/ for %s", async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("dependencies");
  });

  it("names the namespace and language in the message", async () => {
    const response = await get("/api/i18n/nope/de");
    expect(response.json()).toEqual({
      message: "Failed to get i18n data for namespace: nope and language: de",
    });
  });

  it("keeps the message short for a huge path", async () => {
    const response = await get(`/api/i18n/${"n".repeat(5000)}/en`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message.length).toBeLessThan(200);
  });
});
