import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "./open-database";

// A data folder damaged by hand, a disk or another version: the start says
// which folder and what to do, in one sentence, and serves nothing.
let root: string;
let whole: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "northfare-damaged-"));
  whole = path.join(root, "whole");
  const database = await openDatabase({ dataDir: whole });
  await database.close();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("a damaged data folder", () => {
  it.each([
    [
      "missing its tables' files",
      (dir: string) => rmSync(path.join(dir, "base"), { recursive: true }),
    ],
    [
      "from another version",
      (dir: string) => writeFileSync(path.join(dir, "PG_VERSION"), "99\n"),
    ],
  ])("%s is refused with the folder named", async (name, damage) => {
    const copy = path.join(root, name.replace(/\W+/g, "-"));
    cpSync(whole, copy, { recursive: true });
    damage(copy);
    const opening = openDatabase({ dataDir: copy });
    await expect(opening).rejects.toThrow(
      `The embedded database in ${copy} could not be opened: its files are damaged, incomplete or from another version`,
    );
    await expect(opening).rejects.toThrow(/Move the folder away/);
  });
});
