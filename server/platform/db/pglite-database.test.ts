import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "./open-database";

describe("the embedded database", () => {
  it("keeps its data in the folder across restarts", async () => {
    const dataDir = path.join(
      mkdtempSync(path.join(tmpdir(), "nf-db-")),
      "data",
    );
    try {
      const first = await openDatabase({ dataDir });
      // A damaged page then fails its read instead of answering wrong data.
      expect(await first.query("show data_checksums")).toEqual([
        { data_checksums: "on" },
      ]);
      await first.query(
        "insert into users (issuer, subject, email, first_name, last_name) values ('i', 's', 'e@x.test', 'A', 'B')",
      );
      await first.close();

      const second = await openDatabase({ dataDir });
      const rows = await second.query("select email from users");
      expect(rows).toEqual([{ email: "e@x.test" }]);
      await second.close();
    } finally {
      rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
    // A folder created and opened twice: seconds each on a busy machine.
  }, 120_000);

  it("rolls a failed transaction back", async () => {
    const database = await openDatabase({});
    try {
      await expect(
        database.transaction(async (tx) => {
          await tx.query(
            "insert into users (issuer, subject, email, first_name, last_name) values ('i', 's', 'e@x.test', 'A', 'B')",
          );
          throw new Error("stop");
        }),
      ).rejects.toThrow("stop");
      expect(await database.query("select id from users")).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
