import { ESLint } from "eslint";

// Lints sample code as if it stood at a path in the tree, with the project's
// own configuration; the imported files exist, so imports resolve.
const eslint = new ESLint({ cwd: process.cwd() });

async function problemsOf(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({
    ruleId,
    message,
  }));
}

const importOf = (what: string, from: string) =>
  `import { ${what} } from "${from}";\nexport const used = ${what};\n`;

describe("the import rules", () => {
  it("refuse a feature importing another feature, statically or lazily", async () => {
    expect(
      await problemsOf(
        "src/components/account/sample.ts",
        importOf("RedeemForm", "../points/redeem-form"),
      ),
    ).toEqual([
      {
        ruleId: "boundaries/dependencies",
        message: expect.stringMatching(
          /^feature "account" may not import feature "points"/,
        ),
      },
    ]);
    expect(
      await problemsOf(
        "src/components/points/sample.ts",
        'export const load = () => import("../account/login-modal");\n',
      ),
    ).toEqual([expect.objectContaining({ ruleId: "boundaries/dependencies" })]);
  });

  it("let a feature use the shared layers and its own files", async () => {
    expect(
      await problemsOf(
        "src/components/points/sample.ts",
        importOf("usePoints", "../../state/use-points") +
          importOf("formatPoints", "../../../domain/points/points-format") +
          importOf("RedeemForm", "./redeem-form"),
      ),
    ).toEqual([]);
  });

  it("run one way: pages → shell → features → shared", async () => {
    expect(
      await problemsOf(
        "src/pages/sample.tsx",
        importOf("Layout", "../components/shell/layout") +
          importOf("PointsPanel", "../components/points/points-panel"),
      ),
    ).toEqual([]);
    expect(
      await problemsOf(
        "src/components/shell/sample.ts",
        importOf("AccountButton", "../account/account-button"),
      ),
    ).toEqual([]);
    for (const [file, code] of [
      [
        "src/components/account/sample.ts",
        importOf("Layout", "../shell/layout"),
      ],
      [
        "src/components/ui/sample.ts",
        importOf("AccountButton", "../account/account-button"),
      ],
      ["src/lib/sample.ts", importOf("usePoints", "../state/use-points")],
      ["src/services/sample.ts", importOf("usePoints", "../state/use-points")],
    ]) {
      expect(await problemsOf(file!, code!)).toEqual([
        expect.objectContaining({ ruleId: "boundaries/dependencies" }),
      ]);
    }
  });

  it("keep recoil inside src/state", async () => {
    const code = importOf("atom", "recoil");
    expect(await problemsOf("src/components/points/sample.ts", code)).toEqual([
      {
        ruleId: "no-restricted-imports",
        message: expect.stringContaining("hooks in src/state"),
      },
    ]);
    expect(await problemsOf("src/state/sample.ts", code)).toEqual([]);
  });

  it("keep the app's state out of the results but for results-app-state.tsx (decision 0047)", async () => {
    for (const [what, from] of [
      ["useSignedIn", "../../state/use-auth"],
      ["useRecoilValue", "recoil"],
    ]) {
      expect(
        await problemsOf(
          "src/components/results/sample.tsx",
          importOf(what!, from!),
        ),
      ).toEqual([expect.objectContaining({ ruleId: "no-restricted-imports" })]);
    }
    expect(
      await problemsOf(
        "src/components/results/results-app-state.tsx",
        importOf("useSignedIn", "../../state/use-auth"),
      ),
    ).toEqual([]);
  });

  it("keep the domain free of the site, the server, the build and frameworks", async () => {
    for (const code of [
      importOf("readStorage", "../src/lib/safe-storage"),
      importOf("allAirports", "../server/airports/airport-list"),
      importOf("siteUrl", "../gatsby/site-config"),
    ]) {
      expect(await problemsOf("domain/sample.ts", code)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ ruleId: "boundaries/dependencies" }),
        ]),
      );
    }
    for (const module of ["react", "fastify", "gatsby", "node:fs", "path"]) {
      expect(
        await problemsOf("domain/sample.ts", importOf("x", module)),
      ).toEqual([expect.objectContaining({ ruleId: "no-restricted-imports" })]);
    }
  });

  it("let the server and the build import the domain, not the site", async () => {
    const domain = importOf("LANGUAGES", "../domain/languages");
    expect(await problemsOf("server/sample.ts", domain)).toEqual([]);
    expect(await problemsOf("gatsby/sample.ts", domain)).toEqual([]);
    expect(
      await problemsOf(
        "server/sample.ts",
        importOf("readStorage", "../src/lib/safe-storage"),
      ),
    ).toEqual([expect.objectContaining({ ruleId: "boundaries/dependencies" })]);
  });

  it("let a server resource reach another only through its index.ts", async () => {
    expect(
      await problemsOf(
        "server/orders/sample.ts",
        importOf("findSessionOffer", "../search/search-sessions"),
      ),
    ).toEqual([
      {
        ruleId: "boundaries/dependencies",
        message: expect.stringMatching(
          /^server-resource "orders" may not import server-resource "search"/,
        ),
      },
    ]);
    expect(
      await problemsOf(
        "server/orders/sample.ts",
        importOf("findSessionOffer", "../search") +
          importOf("orderRoutes", "./order-routes") +
          importOf("ApiError", "../platform/http/api-errors") +
          importOf("perMinute", "../api-settings") +
          importOf("formatPrice", "../../domain/money/format-price"),
      ),
    ).toEqual([]);
  });

  it("keep the platform free of resources, and server/testing for tests", async () => {
    const refused = [
      [
        "server/platform/db/sample.ts",
        importOf("ledgerProblems", "../../points"),
      ],
      [
        "server/platform/http/sample.ts",
        importOf("perMinute", "../../api-settings"),
      ],
      [
        "server/orders/sample.ts",
        importOf("testOffer", "../testing/order-fixtures"),
      ],
      [
        "server/sample.ts",
        importOf("createSignedInUser", "./testing/signed-in-user"),
      ],
    ];
    for (const [file, code] of refused) {
      expect(await problemsOf(file!, code!)).toEqual([
        expect.objectContaining({ ruleId: "boundaries/dependencies" }),
      ]);
    }
    expect(
      await problemsOf(
        "server/testing/sample.ts",
        importOf("ledgerProblems", "../points/ledger-check"),
      ),
    ).toEqual([]);
  });

  it("let the composition use resources by their index.ts alone", async () => {
    expect(
      await problemsOf("server/sample.ts", importOf("upsertUser", "./account")),
    ).toEqual([]);
    expect(
      await problemsOf(
        "server/sample.ts",
        importOf("upsertUser", "./account/users"),
      ),
    ).toEqual([expect.objectContaining({ ruleId: "boundaries/dependencies" })]);
  });

  it("keep the build off scripts/ and the server's resources", async () => {
    for (const code of [
      importOf("sparePort", "../scripts/ports"),
      importOf("staticSite", "../server/site"),
    ]) {
      expect(await problemsOf("gatsby/sample.ts", code)).toEqual([
        expect.objectContaining({ ruleId: "boundaries/dependencies" }),
      ]);
    }
    expect(
      await problemsOf(
        "gatsby/sample.ts",
        importOf("hashSource", "../server/platform/csp/hash-source"),
      ),
    ).toEqual([]);
  });
});
