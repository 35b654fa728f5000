import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import {
  memories,
  memoryComments,
  memoryCounts,
  memoryFavorites,
  memoryReactions,
} from './memories-schema.js';
import { avatarWidthOf, mediaJsonFields } from '../uploads/index.js';
import type { ImageRow } from '../uploads/index.js';
import type { MemorySocial } from './memory-social-repository.js';
import { countedFor } from './memories-audience-repository.js';
import type { Viewer } from './memories-audience-repository.js';

const ph = (name: string) => sql.placeholder(name);

const { search: _search, ...memoryColumns } = getTableColumns(memories);

/** newest first: the order of the lists and of the indexes they read */
export const NEWEST_FIRST = [
  sql`${memories.date} desc nulls last`,
  sql`${memories.createdAt} desc nulls last`,
  sql`${memories.id} desc nulls last`,
];

/** a memory as the lists give it: its columns but the search vector, its author, my mark */
export const memoryListFields = {
  ...memoryColumns,
  authorName: users.displayName,
  authorAvatarUploadId: users.avatarUploadId,
  authorAvatarWidth: avatarWidthOf(users.avatarUploadId),
  isFavorite: sql<boolean>`coalesce(${memoryFavorites.isFavorite}, false)`,
};

/** the join of `memoryListFields`' favourite mark: the viewer's own, if any */
export const favoriteOf = (userId: string | Placeholder | SQL) =>
  and(eq(memoryFavorites.memoryId, memories.id), eq(memoryFavorites.userId, userId));

/**
 * Memories with author and my favourite mark: one query, no per-row lookups; `extra`
 * columns ride in the same statement (a page's total).
 */
export const memoriesWithAuthor =
  (db: Db) =>
  <Extra extends Record<string, SQL.Aliased | SQL>>(
    viewer: { userId: string | Placeholder },
    extra?: Extra,
  ) =>
    db
      .select({ ...(extra as Extra), ...memoryListFields })
      .from(memories)
      .leftJoin(users, eq(users.id, memories.authorId))
      .leftJoin(memoryFavorites, favoriteOf(viewer.userId));

/** the memory's id, qualified: inside these subqueries a bare "id" would be their own row's */
const MEMORY_ID = sql`"memories"."id"`;

/**
 * What a card shows beside the memory, read per row in the page's own statement (each a probe
 * of a primary key or index): its photos in order, the reactions as they came, the live
 * comments counted. Otherwise two more round trips after the page.
 */
export const attachedColumns = {
  images: sql<
    ImageRow[]
  >`(select coalesce(json_agg(json_build_object('id', cu.id, 'widths', cu.widths, 'placeholder', cu.placeholder, 'width', cu.width, 'height', cu.height, 'originalFile', cu.original_file, ${sql.raw(mediaJsonFields('cu'))}) order by ci.position), '[]'::json) from memory_images ci join uploads cu on cu.id = ci.upload_id where ci.memory_id = ${MEMORY_ID})`,
  reactions: sql<
    MemorySocial['reactions']
  >`(select coalesce(json_agg(json_build_object('emoji', r.emoji, 'userId', r.user_id) order by r.created_at), '[]'::json) from ${memoryReactions} r where r.memory_id = ${MEMORY_ID})`,
  commentCount: sql<number>`(select count(*)::int from ${memoryComments} c where c.memory_id = ${MEMORY_ID} and c.deleted_at is null)`,
};

/** a page's row with what it shows beside it, read in the same statement */
export interface AttachedOfRow {
  images: ImageRow[];
  social: MemorySocial;
}

/** what `attachedColumns` add to a row, and the page's total where it rides along */
interface AttachedFields {
  id: string;
  total?: number;
  images: ImageRow[];
  reactions: MemorySocial['reactions'];
  commentCount: number;
}

/** A page read with `attachedColumns` and its total: the rows, and beside them what each shows. */
export function splitAttached<Found extends AttachedFields>(found: Found[]) {
  const attached = new Map<string, AttachedOfRow>();
  const rows = found.map(({ total: _total, images, reactions, commentCount, ...row }) => {
    attached.set(row.id, { images, social: { reactions, commentCount } });
    return row;
  });
  return { rows, attached };
}

/** The plain list (GET /memories without a filter): its page in one prepared statement. */
export function createMemoriesPage(db: Db) {
  const withAuthor = memoriesWithAuthor(db);

  /**
   * The plain list's two statements, prepared once (building the query cost more than
   * running it): the page's ids come from two arms read in index order with a limit each
   * (mine; our couple's shared ones) and merged; the total is a sum over memory_counts,
   * read in the page's own statement (an uncorrelated subquery, run once): page 1 is one
   * round trip. The separate total serves only a page past the end, which has no row to
   * carry it.
   */
  function listStatements(withCouple: boolean) {
    const userId = ph('userId');
    const coupleId = ph('coupleId');
    const arm = (where: SQL) =>
      sql`(select ${memories.id}, ${memories.date}, ${memories.createdAt} from ${memories} where ${where} and ${memories.deletedAt} is null order by ${sql.join(NEWEST_FIRST, sql`, `)} limit ${ph('reach')})`;
    const mine = arm(sql`${memories.ownerId} = ${userId}`);
    const arms = withCouple
      ? sql`${mine} union all ${arm(
          sql`${memories.coupleId} = ${coupleId} and not ${memories.isPrivate} and ${memories.ownerId} <> ${userId}`,
        )}`
      : mine;
    const pageIds = sql`(select v.id from (${arms}) v order by v.date desc nulls last, v.created_at desc nulls last, v.id desc nulls last limit ${ph('limit')} offset ${ph('offset')})`;
    const counted = countedFor(userId, withCouple ? coupleId : null);
    const name = withCouple ? 'memories_page_couple' : 'memories_page_single';
    return {
      page: withAuthor(
        { userId },
        {
          total: sql<number>`(select coalesce(sum(${memoryCounts.count}), 0)::int from ${memoryCounts} where ${counted})`,
          ...attachedColumns,
        },
      )
        .where(sql`${memories.id} in ${pageIds}`)
        .orderBy(...NEWEST_FIRST)
        .prepare(name),
      total: db
        .select({ total: sql<number>`coalesce(sum(${memoryCounts.count}), 0)::int` })
        .from(memoryCounts)
        .where(counted)
        .prepare(`${name}_total`),
    };
  }
  let coupled: ReturnType<typeof listStatements> | undefined;
  let single: ReturnType<typeof listStatements> | undefined;
  const coupledList = () => (coupled ??= listStatements(true));
  const singleList = () => (single ??= listStatements(false));

  return {
    /**
     * The plain list, newest first: the two kinds of memory I see, each read in order from
     * its own index (mine; our couple's shared ones) and merged, so page 1 costs the same at
     * 100 or 100 000 memories. The total comes from memory_counts (kept by a trigger), and
     * each row's photos, reactions and comment count in the same statement (`attached`).
     */
    async listAll(viewer: Viewer, window: { offset: number; limit: number }) {
      const params = {
        userId: viewer.userId,
        coupleId: viewer.coupleId ?? '',
        reach: window.offset + window.limit,
        limit: window.limit,
        offset: window.offset,
      };
      const statements = viewer.coupleId ? coupledList() : singleList();
      const found = await statements.page.execute(params);
      const { rows, attached } = splitAttached(found);
      if (found[0]) return { rows, total: found[0].total, attached };
      const [totals] = await statements.total.execute(params);
      return { rows, total: totals?.total ?? 0, attached };
    },
  };
}
