/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { netlifyConfig, netlifyToml } from "./netlify-config";

describe("netlify.toml", () => {
  it("is what `npm run netlify-toml` writes from the server's rules", async () => {
    const committed = readFileSync(
      path.join(__dirname, "..", "netlify.toml"),
      "utf8",
    );
    expect(committed).toBe(netlifyToml(await netlifyConfig()));
  });

  it("builds the site, and deploy previews in mock mode", async () => {
    const config = await netlifyConfig();
    expect(config.build).toMatchObject({
      command: "npm run build",
      publish: "public",
    });
    expect(config.previewEnvironment).toEqual({ GATSBY_API_URL: "mock" });
    const text = netlifyToml(config);
    expect(text).toContain(
      '[context.deploy-preview.environment]\n  GATSBY_API_URL = "mock"\n',
    );
  });

  it("sends the French not-found page under /fr, as the server does", async () => {
    expect((await netlifyConfig()).redirects).toEqual([
      { from: "/fr/*", to: "/fr/404.html", status: 404 },
    ]);
  });

  it("writes values TOML reads back as they are", () => {
    const text = netlifyToml({
      build: { command: 'say "hi"', publish: "p", environment: {} },
      previewEnvironment: {},
      redirects: [],
      headers: [{ for: "/*", values: { "X-A": "a\\b" } }],
    });
    expect(text).toContain('command = "say \\"hi\\""');
    expect(text).toContain('    X-A = "a\\\\b"');
  });
});
