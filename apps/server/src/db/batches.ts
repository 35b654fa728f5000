/**
 * Writes rows a batch at a time: one statement per batch keeps a write of thousands of
 * rows (an import) under PostgreSQL's 65 535 bind parameters.
 */
export async function inBatches<T>(
  rows: T[],
  size: number,
  write: (batch: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}
