// localStorage and sessionStorage that never throw (private mode, storage
// disabled, SSR): storage is a convenience here; the page works without it.

function quietly<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export const readStorage = (key: string): string | null =>
  quietly(() => window.localStorage.getItem(key), null);

export const writeStorage = (key: string, value: string): void =>
  quietly(() => window.localStorage.setItem(key, value), undefined);

export const removeStorage = (key: string): void =>
  quietly(() => window.localStorage.removeItem(key), undefined);

/** For choices kept for one visit. */
export const readSessionStorage = (key: string): string | null =>
  quietly(() => window.sessionStorage.getItem(key), null);

export const writeSessionStorage = (key: string, value: string): void =>
  quietly(() => window.sessionStorage.setItem(key, value), undefined);

export const removeSessionStorage = (key: string): void =>
  quietly(() => window.sessionStorage.removeItem(key), undefined);
