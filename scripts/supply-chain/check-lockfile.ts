import semver from "semver";

/** The parts of package-lock.json (lockfileVersion 3) read here. */
export interface Lockfile {
  packages: Record<
    string,
    {
      version?: string;
      integrity?: string;
      link?: boolean;
      optional?: boolean;
      os?: string[];
      cpu?: string[];
    }
  >;
}

export interface SafeVersions {
  packages: Record<
    string,
    { safe: string; advisories: Record<string, string> }
  >;
}

/** "node_modules/a/node_modules/@b/c" → "@b/c". */
export function packageName(lockKey: string): string {
  return lockKey.slice(
    lockKey.lastIndexOf("node_modules/") + "node_modules/".length,
  );
}

/** Each installed copy of a listed package whose version is not safe. */
export function unsafeVersions(lock: Lockfile, list: SafeVersions): string[] {
  const found: string[] = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (!key.includes("node_modules/") || !entry.version) continue;
    const name = packageName(key);
    const rule = list.packages[name];
    if (rule && !semver.satisfies(entry.version, rule.safe)) {
      found.push(
        `${key} is ${entry.version}, outside ${rule.safe} (${Object.keys(rule.advisories).join(", ")})`,
      );
    }
  }
  return found;
}

/**
 * Packages without a sha512 integrity hash, which npm checks each download
 * against. Optional builds for other systems are left out: npm records their
 * hash only once it has fetched them on such a system.
 */
export function withoutIntegrity(lock: Lockfile): string[] {
  const otherSystemsOnly = (entry: Lockfile["packages"][string]) =>
    entry.optional && (entry.os !== undefined || entry.cpu !== undefined);
  return Object.entries(lock.packages)
    .filter(([key, entry]) => key.includes("node_modules/") && !entry.link)
    .filter(([, entry]) => !otherSystemsOnly(entry))
    .filter(([, entry]) => !entry.integrity?.startsWith("sha512-"))
    .map(([key]) => key);
}
