import type { Queryable } from "./database";

/**
 * Gives the API's role exactly what it needs on the owner's current schema:
 * rows (select, insert, update, delete), ids from sequences, our functions.
 * It never owns, alters, truncates or adds or drops triggers, so the
 * ledger's append-only triggers hold against the API itself (README: A
 * Postgres server). Run by the owner after the migrations, every start: all
 * is revoked first, so the grants are exact, and the defaults cover tables
 * the owner adds later.
 */
export async function grantApiRole(
  tx: Queryable,
  apiRole: string,
): Promise<void> {
  const [names] = await tx.query<{ schema: string | null; role: string }>(
    "select quote_ident(current_schema()) as schema, quote_ident($1) as role",
    [apiRole],
  );
  if (!names?.schema) throw new Error("The owner's search_path has no schema");
  const { schema, role } = names;
  const kinds = [
    ["tables", "select, insert, update, delete"],
    ["sequences", "usage, select"],
    ["functions", "execute"],
  ];
  const statements = [`grant usage on schema ${schema} to ${role}`];
  for (const [kind, rights] of kinds) {
    statements.push(
      `revoke all on all ${kind} in schema ${schema} from ${role}`,
      `grant ${rights} on all ${kind} in schema ${schema} to ${role}`,
      `alter default privileges in schema ${schema} revoke all on ${kind} from ${role}`,
      `alter default privileges in schema ${schema} grant ${rights} on ${kind} to ${role}`,
    );
  }
  // The API never reads it, and a row written there would make the owner
  // skip or repeat a migration.
  statements.push(`revoke all on schema_migrations from ${role}`);
  for (const statement of statements) await tx.query(statement);
}
