import { and, desc, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { inBatches } from '../../db/batches.js';
import { couples, memories, users } from '../../db/schema.js';
import { memoriesSeenBy } from '../memories/index.js';
import { listItems } from './list-schema.js';
import type { ListItemRow, NewListItemRow } from './list-schema.js';

/** Who is looking: an item is its author's, and its couple's while that couple lasts. */
export interface ListViewer {
  userId: string;
  coupleId: string | null;
}

/** "Mine, or written in my current couple" (docs/product-rules.md, Our list). */
export function listSeenBy(viewer: ListViewer): SQL {
  const mine = eq(listItems.authorId, viewer.userId);
  return viewer.coupleId ? or(mine, eq(listItems.coupleId, viewer.coupleId))! : mine;
}

const doneUsers = alias(users, 'list_done_by');

/** an item with the names of who wrote it and who checked it off */
const itemColumns = {
  item: listItems,
  authorName: users.displayName,
  doneByName: doneUsers.displayName,
};

export type ListItemListRow = ListItemRow & { authorName: string; doneByName: string | null };

export interface ListPageQuery {
  status?: 'open' | 'done' | undefined;
  kind?: string | undefined;
  limit: number;
  after: { at: Date; id: string } | null;
}

export type ListItemPatch = Partial<
  Pick<
    NewListItemRow,
    | 'title'
    | 'kind'
    | 'note'
    | 'targetDate'
    | 'link'
    | 'doneAt'
    | 'doneBy'
    | 'memoryId'
    | 'updatedAt'
  >
>;

export type ListRepository = ReturnType<typeof createListRepository>;

export function createListRepository(db: Db) {
  const select = () =>
    db
      .select(itemColumns)
      .from(listItems)
      .innerJoin(users, eq(users.id, listItems.authorId))
      .leftJoin(doneUsers, eq(doneUsers.id, listItems.doneBy));
  const flat = (rows: { item: ListItemRow; authorName: string; doneByName: string | null }[]) =>
    rows.map(({ item, authorName, doneByName }) => ({ ...item, authorName, doneByName }));

  return {
    async insert(row: NewListItemRow): Promise<void> {
      await db.insert(listItems).values(row);
    },

    async findVisible(id: string, viewer: ListViewer): Promise<ListItemListRow | null> {
      const rows = await select().where(and(eq(listItems.id, id), listSeenBy(viewer)));
      return flat(rows)[0] ?? null;
    },

    /** newest first, past the cursor, `limit + 1` rows (the extra one says there is more) */
    async page(viewer: ListViewer, query: ListPageQuery): Promise<ListItemListRow[]> {
      const where = [listSeenBy(viewer)];
      if (query.status === 'open') where.push(isNull(listItems.doneAt));
      if (query.status === 'done') where.push(isNotNull(listItems.doneAt));
      if (query.kind) where.push(eq(listItems.kind, query.kind));
      if (query.after)
        where.push(
          or(
            lt(listItems.createdAt, query.after.at),
            and(eq(listItems.createdAt, query.after.at), lt(listItems.id, query.after.id)),
          )!,
        );
      const rows = await select()
        .where(and(...where))
        .orderBy(desc(listItems.createdAt), desc(listItems.id))
        .limit(query.limit + 1);
      return flat(rows);
    },

    async update(id: string, patch: ListItemPatch): Promise<void> {
      await db.update(listItems).set(patch).where(eq(listItems.id, id));
    },

    /**
     * checks an open item off; false when it was done already (two ticks at once: the
     * first stays, and only it is told)
     */
    async markDone(id: string, by: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(listItems)
        .set({ doneAt: at, doneBy: by, updatedAt: at })
        .where(and(eq(listItems.id, id), isNull(listItems.doneAt)))
        .returning({ id: listItems.id });
      return rows.length > 0;
    },

    async remove(id: string): Promise<void> {
      await db.delete(listItems).where(eq(listItems.id, id));
    },

    /** whether the viewer may see this memory (so an item may point at it) */
    async memoryVisible(memoryId: string, viewer: ListViewer): Promise<boolean> {
      const [row] = await db
        .select({ id: memories.id })
        .from(memories)
        .where(and(eq(memories.id, memoryId), memoriesSeenBy(viewer.userId, viewer.coupleId)));
      return row !== undefined;
    },

    /** what a person's export holds: every item they see */
    async visibleTo(viewer: ListViewer): Promise<ListItemListRow[]> {
      const rows = await select()
        .where(listSeenBy(viewer))
        .orderBy(desc(listItems.createdAt), desc(listItems.id));
      return flat(rows);
    },

    async importItems(rows: NewListItemRow[]): Promise<void> {
      await inBatches(rows, 500, (batch) => db.insert(listItems).values(batch));
    },

    /**
     * Account deletion: the current couple's items the deleted person wrote pass to the
     * partner, who keeps the list they shared; what others wrote in the deleted person's
     * couples stays theirs, as if written alone.
     */
    async transferShared(userId: string, partnerId: string, coupleId: string): Promise<void> {
      await db
        .update(listItems)
        .set({ authorId: partnerId })
        .where(and(eq(listItems.authorId, userId), eq(listItems.coupleId, coupleId)));
    },
    async keepOthersOf(userId: string): Promise<void> {
      await db
        .update(listItems)
        .set({ coupleId: null })
        .where(
          and(
            sql`${listItems.coupleId} in (select ${couples.id} from ${couples} where ${couples.user1Id} = ${userId} or ${couples.user2Id} = ${userId})`,
            ne(listItems.authorId, userId),
          ),
        );
    },
  };
}
