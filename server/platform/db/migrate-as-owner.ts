import { grantApiRole } from "./api-role-grants";
import type { Database } from "./database";
import { migrate } from "./migrate";
import { createSchema, openPostgresDatabase } from "./postgres-database";

/**
 * Two roles on a Postgres server (README: A Postgres server): the owner, at
 * `ownerUrl`, migrates and grants `apiRole` rows only, in one transaction,
 * so no table is ever there without its grants. Its connection ends here:
 * the API's pool never holds the owner's rights.
 */
export async function migrateAsOwner(
  ownerUrl: string,
  apiRole: string,
  schema?: string,
): Promise<string[]> {
  const owner = await openPostgresDatabase({
    connectionString: ownerUrl,
    schema,
  });
  try {
    await refuseApiRoleWithOwnerRights(owner, apiRole);
    await createSchema(owner, schema);
    return await migrate(owner, (tx) => grantApiRole(tx, apiRole));
  } finally {
    await owner.close();
  }
}

/** Grants would change nothing for a role that is, or may become, the owner. */
async function refuseApiRoleWithOwnerRights(owner: Database, apiRole: string) {
  const [role] = await owner.query<{ owner: string; ownerRights: boolean }>(
    `select current_user as owner,
            rolsuper or pg_has_role(rolname, current_user, 'member') as "ownerRights"
       from pg_roles where rolname = $1`,
    [apiRole],
  );
  if (role?.ownerRights) {
    throw new Error(
      `DATABASE_URL connects as ${apiRole}, which has the rights of DATABASE_OWNER_URL's role ${role.owner} (the same role, a member of it, or a superuser): give the API a role of its own with no ownership (README: A Postgres server), or leave DATABASE_OWNER_URL unset`,
    );
  }
}
