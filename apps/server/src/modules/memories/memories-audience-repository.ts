import { and, eq, isNotNull, isNull, not, or, sql } from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { memoryPlaceCounts } from './memories-schema.js';
import { memories, memoryCounts, memoryImages } from './memories-schema.js';
import type { FileAccessRule } from '../uploads/index.js';

/** Who is looking: what they may see depends on their current couple. */
export interface Viewer {
  userId: string;
  coupleId: string | null;
}

/** the signed-in person as a viewer of memories */
export const viewerOf = (user: { id: string; coupleId: string | null }): Viewer => ({
  userId: user.id,
  coupleId: user.coupleId,
});

/**
 * Who sees a memory (docs/product-rules.md, Privacy): mine (private, shared, from an ended
 * couple; "mine" is the owner, who is the author unless the author's account is gone),
 * plus the shared ones of
 * my current couple. Both arms match an index (owner / couple order).
 */
export function visibleTo(viewer: Viewer): SQL {
  return seenBy(viewer.userId, viewer.coupleId);
}

/** A viewer's id or couple as a value, SQL, or a prepared statement's placeholder. */
type Param = string | SQL | Placeholder;

/** The two arms of the rule: mine, and (with a couple) our shared ones. */
function audienceOf(userId: Param, coupleId: Param | null): { mine: SQL; ours?: SQL } {
  const mine = eq(memories.ownerId, userId);
  if (coupleId === null) return { mine };
  return { mine, ours: and(eq(memories.coupleId, coupleId), not(memories.isPrivate))! };
}

/**
 * `visibleTo` over values, SQL or placeholders (a file URL's viewer, whose couple is a
 * subquery: a null one, no couple, matches nothing; the dashboard's prepared statements).
 */
export function seenBy(userId: Param, coupleId: Param | null): SQL {
  // A memory in the trash is seen by nobody but the trash (trash-repository.ts).
  const live = isNull(memories.deletedAt);
  const { mine, ours } = audienceOf(userId, coupleId);
  if (!ours) return and(live, mine)!;
  return and(live, or(mine, ours))!;
}

/**
 * `seenBy` as its arms, each matching an index (owner / couple order): a read that takes
 * each arm on its own and unions them (the dashboard, the timeline: each arm stops at its
 * limit) sees exactly what `seenBy` lets through. A single viewer's couple placeholder is
 * '', which no memory has.
 */
export function seenByArms(userId: Param, coupleId: Param | null): SQL[] {
  const live = isNull(memories.deletedAt);
  const { mine, ours } = audienceOf(userId, coupleId);
  return [and(live, mine)!, ...(ours ? [and(live, ours)!] : [])];
}

/**
 * The rule over a table of live memories counted per owner, couple and privacy ('' for "no
 * couple": `memory_counts`, and `memory_place_counts` per place too): what of it `seenBy`
 * lets a viewer see, without reading the memories.
 */
export function countedFor(
  userId: Param,
  coupleId: Param | null,
  counts: typeof memoryCounts | typeof memoryPlaceCounts = memoryCounts,
): SQL {
  const mine = eq(counts.ownerId, userId);
  if (coupleId === null) return mine;
  return or(mine, and(eq(counts.coupleId, coupleId), not(counts.isPrivate)))!;
}

/**
 * Who may open a memory's photo: whoever may read the memory now; once it is in the trash,
 * only whoever put it there, through the links their trash hands out.
 */
export const memoryPhotosRule: FileAccessRule = (upload, viewer) => {
  const inMyTrash = and(
    viewer.trash,
    isNotNull(memories.deletedAt),
    eq(memories.deletedBy, viewer.userId),
  );
  const readable = and(sql`not ${viewer.trash}`, seenBy(viewer.userId, viewer.coupleId));
  return sql`exists (select 1 from ${memoryImages}
    inner join ${memories} on ${memories.id} = ${memoryImages.memoryId}
    where ${memoryImages.uploadId} = ${upload} and ${or(inMyTrash, readable)})`;
};
