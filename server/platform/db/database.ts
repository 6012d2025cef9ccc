/** What the API needs from a Postgres-dialect database, embedded or server. */
export interface Queryable {
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
  ): Promise<Row[]>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** The embedded database only: its folder as a tarball, consistent (PGlite's dumpDataDir). */
  dump?(): Promise<Uint8Array>;
  /**
   * The embedded database only (one process writes to it, so its notices
   * name every change): calls `onNotice` with each payload sent on `channel`
   * once its transaction commits. Resolves to the way to stop.
   */
  listen?(
    channel: string,
    onNotice: (payload: string) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
