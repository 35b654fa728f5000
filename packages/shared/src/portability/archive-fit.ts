import type { z } from 'zod';

/*
 * An export is checked against the archive's schema before it is written, so what it writes
 * is what an import accepts. A few rows in a database can be outside that schema: written
 * before a rule existed (a date before 1900), or by an older import that took what the live
 * API never would. One such row must not cost the person their whole export. The row is left
 * out of data.json and kept, as it was, in a file of its own beside it, with the reason.
 */

/** one value taken out of the archive to let the rest pass */
export interface ArchiveLeftOut {
  /** where it was, as a JSON path: `memories[3]`, `couple.anniversaryDate` */
  where: string;
  /** the schema's reasons, in the schema's words */
  reasons: string[];
  /** what it was, whole */
  value: unknown;
}

type Path = readonly PropertyKey[];

const isRecord = (value: unknown): value is Record<PropertyKey, unknown> =>
  typeof value === 'object' && value !== null;

const whereOf = (path: Path) =>
  path
    .map((part, i) =>
      typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');

const startsWith = (path: Path, prefix: Path) =>
  prefix.length <= path.length && prefix.every((part, i) => path[i] === part);

/** the value at `path`, or undefined where it no longer leads anywhere */
function at(root: unknown, path: Path): unknown {
  let node = root;
  for (const part of path) {
    if (!isRecord(node)) return undefined;
    node = node[part];
  }
  return node;
}

/** paths in an order where taking each out leaves the ones after it where they were */
const deepestLast = (a: Path, b: Path): number => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x === y) continue;
    if (typeof x === 'number' && typeof y === 'number') return y - x;
    return String(x) < String(y) ? -1 : 1;
  }
  return b.length - a.length;
};

/**
 * `archive` with every value the schema refuses taken out, and what was taken. A refused
 * field is first set to null (a memory with a mood no longer offered keeps the rest); a field
 * that may not be null takes the innermost row of a list that holds it with it (a photo of
 * a memory, not the memory), kept whole as it was. Each pass takes out at least one value or
 * ends. Throws the schema's error when a fault has nothing that can be taken out (the
 * archive's own head, the person's own record). `archive` itself is not changed; the value
 * returned is a copy when anything was taken out.
 */
export function fitToArchive<T>(
  schema: z.ZodType<T>,
  archive: T,
  maxPasses = 12,
): { archive: T; leftOut: ArchiveLeftOut[] } {
  // what is taken out, in the archive's own coordinates (its list indexes as they are)
  const nulled = new Map<string, { path: Path; reasons: string[] }>();
  const removed = new Map<string, { path: Path; reasons: string[] }>();

  /** the archive as it is with what is taken out so far */
  const view = (): T => {
    if (nulled.size === 0 && removed.size === 0) return archive;
    // the archive is JSON by nature: it is written as data.json
    const copy = JSON.parse(JSON.stringify(archive)) as T;
    for (const { path } of nulled.values()) {
      (at(copy, path.slice(0, -1)) as Record<PropertyKey, unknown>)[path[path.length - 1]!] = null;
    }
    const rows = [...removed.values()].map((row) => row.path).sort(deepestLast);
    for (const path of rows) {
      // a row inside a list set to null, or inside a row already gone, goes with it
      const list = at(copy, path.slice(0, -1));
      if (Array.isArray(list)) list.splice(path[path.length - 1] as number, 1);
    }
    return copy;
  };

  /** a path in the view back to the archive's coordinates, and the innermost list row on it */
  const original = (path: Path, gone: ReadonlySet<string>): { path: Path; row: Path | null } => {
    const out: PropertyKey[] = [];
    let row: Path | null = null;
    let node: unknown = archive;
    for (const part of path) {
      if (Array.isArray(node) && typeof part === 'number') {
        let kept = -1;
        let j = 0;
        for (; j < node.length; j++) {
          if (!gone.has(whereOf([...out, j])) && ++kept === part) break;
        }
        out.push(j);
        row = [...out];
      } else {
        out.push(part);
      }
      node = isRecord(node) ? node[out[out.length - 1]!] : undefined;
    }
    return { path: out, row };
  };

  for (let pass = 0; ; pass++) {
    const current = view();
    const checked = schema.safeParse(current);
    if (checked.success) {
      const leftOut = [...nulled.entries(), ...removed.entries()]
        .filter(
          ([, { path }]) =>
            ![...removed.values()].some((row) => row.path !== path && startsWith(path, row.path)),
        )
        .map(([where, { path, reasons }]) => ({ where, reasons, value: at(archive, path) }));
      return { archive: current, leftOut };
    }
    if (pass >= maxPasses) throw checked.error;

    // the view's rows were taken out before this pass: those of this pass do not move it
    const gone = new Set(removed.keys());
    let progress = false;
    for (const issue of checked.error.issues) {
      const { path, row } = original(issue.path, gone);
      const where = whereOf(path);
      const last = path[path.length - 1];
      const isField =
        path.length > 1 &&
        typeof last !== 'number' &&
        !nulled.has(where) &&
        at(current, issue.path) !== null;
      const target = isField ? path : row;
      if (target === null || at(archive, target) === undefined) throw checked.error;
      const into = isField ? nulled : removed;
      const key = whereOf(target);
      const entry = into.get(key);
      if (entry) entry.reasons.push(issue.message);
      else {
        // a row taken out whole takes the reasons of the fields set to null in it
        const earlier = isField
          ? []
          : [...nulled.values()]
              .filter((field) => startsWith(field.path, target))
              .flatMap((field) => field.reasons);
        into.set(key, { path: target, reasons: [...earlier, issue.message] });
        progress = true;
      }
    }
    if (!progress) throw checked.error;
  }
}
