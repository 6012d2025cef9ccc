/** A table or index name as SQL takes it, quoted. */
export const quoteName = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** An error's first line: what a one-sentence message can carry. */
export const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split("\n")[0];
