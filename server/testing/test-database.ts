import { createHash, randomBytes } from "node:crypto";
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Database } from "../platform/db/database";
import { migrate } from "../platform/db/migrate";
import { MIGRATIONS } from "../platform/db/migrations";
import { openDatabase } from "../platform/db/open-database";
import { openPgliteDatabase } from "../platform/db/pglite-database";
import { asOwner } from "./as-owner";

/**
 * A fresh, migrated database for one test file: embedded and in memory, or,
 * when DATABASE_URL is set (CI), its own schema on that Postgres server,
 * dropped on close. With DATABASE_OWNER_URL too (CI), the owner makes and
 * migrates the schema and grants DATABASE_URL's role rows only, as the
 * server does; the database answered is that role's, as the API's is.
 */
export async function openTestDatabase(): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL;
  const ownerUrl = process.env.DATABASE_OWNER_URL;
  if (ownerUrl && !databaseUrl) {
    throw new Error(
      "DATABASE_OWNER_URL is set without DATABASE_URL: set both (the owner and the API's role) or neither",
    );
  }
  if (!databaseUrl) return openEmbeddedTestDatabase();
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const database = await openDatabase({ databaseUrl, ownerUrl, schema });
  return {
    ...database,
    async close() {
      await asOwner(database, (owner) =>
        owner.query(`drop schema ${schema} cascade`),
      );
      await database.close();
    },
  };
}

/**
 * The embedded database in memory, started from a copy of one freshly
 * migrated database (PGlite's dump, kept in the temp folder under a key of
 * the migrations and the PGlite setup): its initdb and migrations took
 * seconds in every test file, a copy loads in about half the time. The first
 * file to need it opens the database as the server does (openDatabase) and
 * leaves its dump; openDatabase's own path, initdb and every migration, stays
 * proven by the tests that call it directly (server/platform/db/*.test.ts), and
 * migrate() still runs here on the copy, finding nothing to do.
 */
export async function openEmbeddedTestDatabase(): Promise<Database> {
  const template = path.join(
    tmpdir(),
    `northfare-test-db-${templateKey()}.tar`,
  );
  if (existsSync(template)) {
    const database = await openPgliteDatabase(undefined, {
      loadDataDir: new Blob([readFileSync(template)], {
        type: "application/x-tar",
      }),
    });
    await migrate(database);
    return database;
  }
  const database = await openDatabase({});
  // Written aside, then renamed: another worker never reads half a file.
  const partial = `${template}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(partial, await database.dump!());
  renameSync(partial, template);
  return database;
}

function templateKey(): string {
  const hash = createHash("sha256");
  hash.update(JSON.stringify(MIGRATIONS));
  for (const file of ["open-database.ts", "pglite-database.ts", "migrate.ts"]) {
    hash.update(
      readFileSync(path.join(__dirname, "..", "platform", "db", file)),
    );
  }
  // PGlite's version: another one may not read the dump.
  const modules = path.join(__dirname, "..", "..", "node_modules");
  hash.update(
    readFileSync(path.join(modules, "@electric-sql", "pglite", "package.json")),
  );
  return hash.digest("hex").slice(0, 16);
}
