/** @jest-environment node */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  packageName,
  unsafeVersions,
  withoutIntegrity,
  type Lockfile,
  type SafeVersions,
} from "./check-lockfile";

const root = path.resolve(__dirname, "..", "..");
const lock = JSON.parse(
  readFileSync(path.join(root, "package-lock.json"), "utf8"),
) as Lockfile;
const list = JSON.parse(
  readFileSync(path.join(__dirname, "minimum-safe-versions.json"), "utf8"),
) as SafeVersions;

describe("package-lock.json", () => {
  it("holds no version a listed advisory affects", () => {
    expect(unsafeVersions(lock, list)).toEqual([]);
  });

  it("lists the advisories the security issue named", () => {
    expect(Object.keys(list.packages)).toEqual(
      expect.arrayContaining([
        "@fastify/static",
        "cookie",
        "serialize-javascript",
        "tmp",
        "gatsby",
        "gatsby-plugin-sharp",
      ]),
    );
    expect(Object.keys(list.packages["@fastify/static"]!.advisories)).toEqual(
      expect.arrayContaining([
        "GHSA-83w8-p2f5-377r",
        "GHSA-8pvw-jcv7-9cmj",
        "GHSA-r799-r9gc-m956",
      ]),
    );
  });

  it("has a sha512 integrity hash for every package this system installs", () => {
    expect(withoutIntegrity(lock)).toEqual([]);
  });
});

describe("unsafeVersions", () => {
  const fake = (versions: Record<string, string>): Lockfile => ({
    packages: Object.fromEntries(
      Object.entries(versions).map(([key, version]) => [key, { version }]),
    ),
  });

  it("finds every copy outside its safe range, nested ones too", () => {
    const found = unsafeVersions(
      fake({
        "": "1.0.0",
        "node_modules/cookie": "0.7.2",
        "node_modules/gatsby/node_modules/cookie": "0.5.0",
        "node_modules/@fastify/static": "9.3.0",
        "node_modules/gatsby": "4.25.7",
        "node_modules/other/node_modules/gatsby": "5.9.0",
      }),
      list,
    );
    expect(found).toEqual([
      expect.stringMatching(
        /^node_modules\/gatsby\/node_modules\/cookie is 0\.5\.0.*GHSA-pxg6-pf52-xh8x/,
      ),
      expect.stringMatching(/^node_modules\/@fastify\/static is 9\.3\.0/),
      expect.stringMatching(
        /^node_modules\/other\/node_modules\/gatsby is 5\.9\.0/,
      ),
    ]);
  });

  it("reads scoped and nested package names", () => {
    expect(packageName("node_modules/a/node_modules/@b/c")).toBe("@b/c");
  });
});

describe("lockfile-lint, as `npm run lint` runs it", () => {
  const lint = (file: string) =>
    spawnSync(
      process.execPath,
      [
        path.join(
          root,
          "node_modules",
          "lockfile-lint",
          "bin",
          "lockfile-lint.js",
        ),
        "--path",
        file,
        "--type",
        "npm",
        "--allowed-hosts",
        "npm",
        "--validate-https",
        "--validate-integrity",
      ],
      { encoding: "utf8" },
    );

  it("passes our lockfile and fails one with a package from elsewhere", () => {
    expect(lint(path.join(root, "package-lock.json")).status).toBe(0);
    const dir = mkdtempSync(path.join(tmpdir(), "lockfile-lint-"));
    try {
      for (const resolved of [
        "http://registry.npmjs.org/left-pad/-/left-pad-1.3.0.tgz",
        "https://evil.example/left-pad/-/left-pad-1.3.0.tgz",
      ]) {
        const file = path.join(dir, "package-lock.json");
        writeFileSync(
          file,
          JSON.stringify({
            lockfileVersion: 3,
            packages: {
              "": { name: "x" },
              "node_modules/left-pad": {
                version: "1.3.0",
                resolved,
                integrity: "sha512-AAAA",
              },
            },
          }),
        );
        expect([resolved, lint(file).status]).toEqual([resolved, 1]);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
