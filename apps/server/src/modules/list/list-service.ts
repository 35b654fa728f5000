import { randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  ERROR_MESSAGES,
  VALIDATION,
  decodeListCursor,
  encodeListCursor,
} from '@doita/shared';
import type { ListItem, ListItemsPage, ListItemsQuery } from '@doita/shared';
import type { createListItemBodySchema, updateListItemBodySchema } from '@doita/shared';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock.js';
import { badRequest, fieldInvalid, notFound } from '../../lib/errors.js';
import type { Notifier } from '../notifications/index.js';
import type { UserWithCouple } from '../users/index.js';
import type {
  ListItemListRow,
  ListItemPatch,
  ListRepository,
  ListViewer,
} from './list-repository.js';

export interface ListServiceDeps {
  list: ListRepository;
  clock: Clock;
  notifier: Pick<Notifier, 'notifyPartner'>;
  log: { error: (obj: object, msg: string) => void };
}

export type ListService = ReturnType<typeof createListService>;

type CreateInput = z.output<typeof createListItemBodySchema>;
type UpdateInput = z.output<typeof updateListItemBodySchema>;

export const listViewerOf = (user: UserWithCouple): ListViewer => ({
  userId: user.id,
  coupleId: user.coupleId ?? null,
});

/** The API's item; `editable` while it belongs to the viewer's current couple. */
export function toListItem(row: ListItemListRow, viewer: ListViewer): ListItem {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind as ListItem['kind'],
    note: row.note,
    targetDate: row.targetDate,
    link: row.link,
    done: row.doneAt !== null,
    doneAt: row.doneAt?.toISOString() ?? null,
    doneBy: row.doneBy && row.doneByName ? { id: row.doneBy, name: row.doneByName } : null,
    author: { id: row.authorId, name: row.authorName },
    memoryId: row.memoryId,
    editable: viewer.coupleId !== null && row.coupleId === viewer.coupleId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const itemNotFound = () => notFound('List item not found');
const noCouple = () => badRequest(ERROR_CODES.noCouple, ERROR_MESSAGES.noCouple);

/**
 * Our list (docs/product-rules.md, Our list): an item is the couple's it was written in;
 * while that couple lasts both partners add, change, check off and delete. Anyone else meets
 * 404. Without a partner the list is read only: each keeps seeing what they added.
 */
export function createListService(deps: ListServiceDeps) {
  const { list, clock } = deps;

  async function visible(user: UserWithCouple, id: string): Promise<ListItemListRow> {
    const row = await list.findVisible(id, listViewerOf(user));
    if (!row) throw itemNotFound();
    return row;
  }

  /** an item the viewer may change: seen, and of their current couple */
  async function writable(user: UserWithCouple, id: string): Promise<ListItemListRow> {
    const row = await visible(user, id);
    if (!user.coupleId || row.coupleId !== user.coupleId) throw noCouple();
    return row;
  }

  async function answer(user: UserWithCouple, id: string): Promise<{ item: ListItem }> {
    return { item: toListItem(await visible(user, id), listViewerOf(user)) };
  }

  return {
    async page(user: UserWithCouple, query: ListItemsQuery): Promise<ListItemsPage> {
      const cursor = query.cursor ? decodeListCursor(query.cursor) : null;
      const viewer = listViewerOf(user);
      const rows = await list.page(viewer, {
        status: query.status,
        kind: query.kind,
        limit: query.limit,
        after: cursor ? { at: new Date(cursor.at), id: cursor.id } : null,
      });
      const items = rows.slice(0, query.limit);
      const last = items.at(-1);
      return {
        items: items.map((row) => toListItem(row, viewer)),
        nextCursor:
          rows.length > query.limit && last
            ? encodeListCursor({ at: last.createdAt.toISOString(), id: last.id })
            : null,
      };
    },

    async create(user: UserWithCouple, input: CreateInput) {
      if (!user.coupleId) throw noCouple();
      const now = clock.now();
      const id = randomUUID();
      await list.insert({
        id,
        coupleId: user.coupleId,
        authorId: user.id,
        title: input.title,
        kind: input.kind,
        note: input.note,
        targetDate: input.targetDate,
        link: input.link,
        createdAt: now,
        updatedAt: now,
      });
      return answer(user, id);
    },

    async update(user: UserWithCouple, id: string, input: UpdateInput) {
      const row = await writable(user, id);
      const patch: ListItemPatch = {};
      if (input.title !== undefined) patch.title = input.title;
      if (input.kind !== undefined) patch.kind = input.kind;
      if (input.note !== undefined) patch.note = input.note;
      if (input.targetDate !== undefined) patch.targetDate = input.targetDate;
      if (input.link !== undefined) patch.link = input.link;
      if (input.memoryId !== undefined && input.memoryId !== row.memoryId) {
        if (input.memoryId !== null) {
          if (row.doneAt === null) throw fieldInvalid('memoryId', VALIDATION.invalid);
          if (!(await list.memoryVisible(input.memoryId, listViewerOf(user))))
            throw fieldInvalid('memoryId', VALIDATION.invalid);
        }
        patch.memoryId = input.memoryId;
      }
      if (Object.keys(patch).length > 0)
        await list.update(id, { ...patch, updatedAt: clock.now() });
      return answer(user, id);
    },

    /** checks it off; an item already done keeps who did it and when */
    async done(user: UserWithCouple, id: string) {
      const row = await writable(user, id);
      if (row.doneAt === null && (await list.markDone(id, user.id, clock.now()))) {
        await deps.notifier
          .notifyPartner(user, {
            type: 'list_item_done',
            data: { actorName: user.displayName, itemId: id, title: row.title },
            link: '/together/list',
          })
          .catch((error: unknown) => deps.log.error({ err: error }, 'list notification failed'));
      }
      return answer(user, id);
    },

    async undone(user: UserWithCouple, id: string) {
      const row = await writable(user, id);
      if (row.doneAt !== null)
        await list.update(id, { doneAt: null, doneBy: null, updatedAt: clock.now() });
      return answer(user, id);
    },

    async remove(user: UserWithCouple, id: string) {
      await writable(user, id);
      await list.remove(id);
      return { message: 'List item deleted' };
    },
  };
}
