import { randomUUID } from 'node:crypto';
import type { ArchiveCheckin, ArchiveListItem, ExportArchive } from '@doita/shared';
import type { CheckinsRepository } from '../checkins/index.js';
import type { ListRepository } from '../list/index.js';
import type { PortabilityRepository } from './portability-repository.js';

/*
 * The check-ins and the list in an archive (docs/export-format.md): an export holds what
 * its person sees of both; an import writes back only what the archive says its person
 * wrote, as the importer's (the partner's own come back with the partner's import). A
 * check-in already there for that day is kept; a list item imported before, or still here
 * under its own id, is skipped.
 */

export interface TogetherExportReads {
  checkins: Pick<CheckinsRepository, 'visibleTo'>;
  list: Pick<ListRepository, 'visibleTo'>;
}

/** What a person's export holds of check-ins and the list. */
export async function exportTogether(
  reads: TogetherExportReads,
  viewer: { userId: string; coupleId: string | null },
): Promise<{ checkins: ArchiveCheckin[]; listItems: ArchiveListItem[] }> {
  const [checkins, items] = await Promise.all([
    reads.checkins.visibleTo(viewer),
    reads.list.visibleTo(viewer),
  ]);
  return {
    checkins: checkins.map((c) => ({
      id: c.id,
      userId: c.userId,
      day: c.day,
      mood: c.mood as ArchiveCheckin['mood'],
      note: c.note,
      createdAt: c.createdAt.toISOString(),
      updatedAt: c.updatedAt.toISOString(),
    })),
    listItems: items.map((i) => ({
      id: i.id,
      authorId: i.authorId,
      title: i.title,
      kind: i.kind as ArchiveListItem['kind'],
      note: i.note,
      targetDate: i.targetDate,
      link: i.link,
      doneAt: i.doneAt?.toISOString() ?? null,
      doneById: i.doneBy,
      createdAt: i.createdAt.toISOString(),
      updatedAt: i.updatedAt.toISOString(),
    })),
  };
}

export interface TogetherImportWrites {
  checkins: Pick<CheckinsRepository, 'importCheckins'>;
  list: Pick<ListRepository, 'importItems'>;
  portability: Pick<PortabilityRepository, 'recordImported'>;
}

/**
 * The list items of an archive already here (asked before writing): imported before by
 * either of `here`, or still here under their own id and ours (an archive brought back to
 * the server it came from), so a second import adds nothing.
 */
export async function listItemsSeen(
  portability: Pick<PortabilityRepository, 'importedSources' | 'existingIds'>,
  people: { here: string[]; coupleId: string | null },
  data: Pick<ExportArchive, 'listItems'>,
): Promise<Set<string>> {
  const ids = data.listItems.map((i) => i.id);
  const [imported, existing] = await Promise.all([
    portability.importedSources(people.here, 'list_item', ids),
    portability.existingIds('list_item', ids, people.here, people.coupleId),
  ]);
  return new Set([...imported.keys(), ...existing]);
}

/** Writes the importer's own check-ins and list items; returns how many were added. */
export async function importTogether(
  tx: TogetherImportWrites,
  data: Pick<ExportArchive, 'user' | 'checkins' | 'listItems'>,
  ctx: { userId: string; coupleId: string | null; seenItems: ReadonlySet<string> },
): Promise<{ checkins: number; listItems: number }> {
  const source = data.user.id;
  const checkins = await tx.checkins.importCheckins(
    data.checkins
      .filter((c) => c.userId === source)
      .map((c) => ({
        id: randomUUID(),
        userId: ctx.userId,
        coupleId: ctx.coupleId,
        day: c.day,
        mood: c.mood,
        note: c.note,
        createdAt: new Date(c.createdAt),
        updatedAt: new Date(c.updatedAt),
      })),
  );
  const imported: { userId: string; kind: string; sourceId: string; targetId: string }[] = [];
  const rows = data.listItems
    .filter((i) => i.authorId === source && !ctx.seenItems.has(i.id))
    .map((i) => {
      const id = randomUUID();
      imported.push({ userId: ctx.userId, kind: 'list_item', sourceId: i.id, targetId: id });
      return {
        id,
        coupleId: ctx.coupleId,
        authorId: ctx.userId,
        title: i.title,
        kind: i.kind,
        note: i.note,
        targetDate: i.targetDate,
        link: i.link,
        doneAt: i.doneAt ? new Date(i.doneAt) : null,
        doneBy: i.doneAt && i.doneById === source ? ctx.userId : null,
        createdAt: new Date(i.createdAt),
        updatedAt: new Date(i.updatedAt),
      };
    });
  await tx.list.importItems(rows);
  await tx.portability.recordImported(imported);
  return { checkins, listItems: rows.length };
}
