import { createHash } from "node:crypto";

export interface DevAccount {
  email: string;
  first_name: string;
  last_name: string;
}

/**
 * Who signed in at the development provider, by subject. Kept in memory like
 * the provider's own sessions: it serves one development process.
 */
const accounts = new Map<string, DevAccount>();

/** One subject per e-mail address, so signing in again finds the same user. */
export function rememberDevAccount(account: DevAccount): string {
  const subject = createHash("sha256")
    .update(account.email.toLowerCase())
    .digest("hex")
    .slice(0, 32);
  accounts.set(subject, account);
  return subject;
}

export function findDevAccount(subject: string): DevAccount | undefined {
  return accounts.get(subject);
}
