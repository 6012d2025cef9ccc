import {
  CONSENT_KEY,
  POLICY_VERSION,
} from "../../../domain/consent/consent-record";
import { readStorage, writeStorage } from "../safe-storage";

// The build's head script reads the same record (gatsby/consent-ask.ts).
export { CONSENT_KEY, POLICY_VERSION };

/** What a visitor may allow, one by one (Quebec's Law 25: opt-in per purpose). */
export const PURPOSES = ["measurement", "heatmap", "advertising"] as const;
export type Purpose = (typeof PURPOSES)[number];
export type Choices = Record<Purpose, boolean>;

export interface ConsentRecord {
  version: number;
  /** When the choice was made, ISO 8601. */
  date: string;
  choices: Choices;
}

export const ALL_REFUSED: Choices = {
  measurement: false,
  heatmap: false,
  advertising: false,
};
export const ALL_ACCEPTED: Choices = {
  measurement: true,
  heatmap: true,
  advertising: true,
};

type Listener = (record: ConsentRecord | null) => void;

const listeners = new Set<Listener>();
// Kept for the visit too, so a choice holds when storage is unavailable.
let remembered: ConsentRecord | null | undefined;

/** A stored record of this policy version, or null (none, old, or damaged). */
export function parseConsent(text: string | null): ConsentRecord | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null) return null;
    const { version, date, choices } = value as Partial<ConsentRecord>;
    if (version !== POLICY_VERSION || typeof date !== "string") return null;
    if (typeof choices !== "object" || choices === null) return null;
    const parsed = { ...ALL_REFUSED };
    for (const purpose of PURPOSES) {
      if (typeof choices[purpose] !== "boolean") return null;
      parsed[purpose] = choices[purpose];
    }
    return { version, date, choices: parsed };
  } catch {
    return null;
  }
}

/** The visitor's current choice, or null when they must be asked. */
export function readConsent(): ConsentRecord | null {
  if (remembered === undefined)
    remembered = parseConsent(readStorage(CONSENT_KEY));
  return remembered;
}

/** Whether the visitor has allowed this purpose; never before they chose. */
export function hasConsent(purpose: Purpose): boolean {
  return readConsent()?.choices[purpose] ?? false;
}

/** Records a choice (dated, with the policy version) and tells every subscriber. */
export function saveConsent(
  choices: Choices,
  now: Date = new Date(),
): ConsentRecord {
  const record: ConsentRecord = {
    version: POLICY_VERSION,
    date: now.toISOString(),
    choices: { ...choices },
  };
  remembered = record;
  writeStorage(CONSENT_KEY, JSON.stringify(record));
  for (const listener of [...listeners]) listener(record);
  return record;
}

/** Calls `listener` on every new choice; returns the function that stops it. */
export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** For tests: forget the visit's copy, so the next read goes to storage. */
export function forgetConsentForTests(): void {
  remembered = undefined;
  listeners.clear();
}
