import type { ArchiveMemory, ExportArchive, ImportCounts } from '@doita/shared';
import { emptyImportCounts, isReaction } from '@doita/shared';
import { emptyPlan, planCounts } from './archive-writer.js';
import type { WritePlan } from './archive-writer.js';
import type { PortabilityRepository } from './portability-repository.js';

/** Whether an item of the archive is already here (imported before, or never left). */
export interface Seen {
  memory(id: string): boolean;
  reminder(id: string): boolean;
  post(id: string): boolean;
  comment(id: string): boolean;
}

/** Which of the archive's items either of us (`here`) imported before, or still has. */
export async function seenHere(
  portability: Pick<PortabilityRepository, 'importedSources' | 'existingIds'>,
  { here, coupleId }: { here: string[]; coupleId: string | null },
  data: ExportArchive,
): Promise<Seen> {
  const seenOf = async (
    kind: 'memory' | 'reminder' | 'post' | 'comment',
    items: { id: string }[],
  ) => {
    const ids = items.map((item) => item.id);
    const [imported, existing] = await Promise.all([
      portability.importedSources(here, kind, ids),
      portability.existingIds(kind, ids, here, coupleId),
    ]);
    return (id: string) => imported.has(id) || existing.has(id);
  };
  return {
    memory: await seenOf('memory', data.memories),
    reminder: await seenOf('reminder', data.reminders),
    post: await seenOf('post', data.posts),
    comment: await seenOf('comment', data.comments),
  };
}

/**
 * Splits an archive's new items by who may author them. `mine` is what the archive's own
 * `user` wrote (the importer: import-archive.ts refuses anyone else's archive), written now
 * as the importer's, and the memories of no known author (their author's account is gone:
 * the export's person inherited them), written owned by the importer and still by nobody.
 * `held` is what the archive says the importer's partner wrote (`partnerSource`, their id
 * in the archive, set only when that person is the importer's partner here), kept for the
 * partner to take or leave. Everything else is skipped: what the archive's partner wrote
 * when they are not the importer's partner here, and whatever names anyone else, never
 * written under the importer's name nor shown to a new partner. A comment or like goes with
 * its post when the post is held, and is held on its own when the partner wrote it on the
 * importer's post or memory.
 */
export function splitArchive(
  data: ExportArchive,
  seen: Seen,
  partnerSource: string | null,
): { mine: WritePlan; held: WritePlan; counts: ImportCounts } {
  const userSource = data.user.id;
  const isUser = (id: string | null) => id === userSource;
  const isPartner = (id: string | null) => partnerSource !== null && id === partnerSource;
  const known = (id: string | null) => isUser(id) || isPartner(id);
  const mine = emptyPlan();
  const held = emptyPlan();
  const counts = emptyImportCounts();
  /** the plan an item by this author goes into, or null when it is not imported */
  const planOf = (authorId: string | null) =>
    isUser(authorId) ? mine : isPartner(authorId) ? held : null;

  for (const m of data.memories.filter((memory) => !seen.memory(memory.id))) {
    const comments = (m.comments ?? []).filter((c) => known(c.authorId));
    const reactions = (m.reactions ?? []).filter((r) => known(r.userId) && isReaction(r.emoji));
    if (isPartner(m.authorId)) {
      held.memories.push({ ...m, comments, reactions });
      continue;
    }
    if (!isUser(m.authorId) && m.authorId !== null) continue;
    held.memoryComments.push(
      ...comments.filter((c) => isPartner(c.authorId)).map((c) => ({ ...c, memoryId: m.id })),
    );
    held.memoryReactions.push(
      ...reactions.filter((r) => isPartner(r.userId)).map((r) => ({ ...r, memoryId: m.id })),
    );
    const ownComments = comments.filter((c) => isUser(c.authorId));
    const ownReactions = reactions.filter((r) => isUser(r.userId));
    mine.memories.push({
      ...m,
      comments: ownComments,
      reactions: ownReactions,
    } satisfies ArchiveMemory);
  }
  // a reminder or a post always has its author (their rows go with their account)
  for (const r of data.reminders.filter((reminder) => !seen.reminder(reminder.id))) {
    planOf(r.authorId)?.reminders.push(r);
  }
  for (const p of data.posts.filter((post) => !seen.post(post.id))) {
    planOf(p.authorId)?.posts.push(p);
  }
  const heldPosts = new Set(held.posts.map((p) => p.id));
  const minePosts = new Set(mine.posts.map((p) => p.id));
  for (const c of data.comments) {
    if (seen.comment(c.id) || !known(c.authorId)) continue;
    if (heldPosts.has(c.postId) || (minePosts.has(c.postId) && isPartner(c.authorId))) {
      held.comments.push(c);
    } else if (minePosts.has(c.postId)) mine.comments.push(c);
  }
  for (const r of data.reactions) {
    if (!known(r.userId)) continue;
    if (heldPosts.has(r.postId) || (minePosts.has(r.postId) && isPartner(r.userId))) {
      held.reactions.push(r);
    } else if (minePosts.has(r.postId)) mine.reactions.push(r);
  }

  const all = {
    memories: data.memories.length,
    reminders: data.reminders.length,
    posts: data.posts.length,
    comments:
      data.comments.length + data.memories.reduce((n, m) => n + (m.comments?.length ?? 0), 0),
    reactions:
      data.reactions.length + data.memories.reduce((n, m) => n + (m.reactions?.length ?? 0), 0),
  };
  const ours = planCounts(mine);
  const theirs = planCounts(held);
  for (const kind of ['memories', 'reminders', 'posts', 'comments', 'reactions'] as const) {
    counts[kind] = {
      added: ours[kind],
      held: theirs[kind],
      skipped: Math.max(0, all[kind] - ours[kind] - theirs[kind]),
    };
  }
  return { mine, held, counts };
}
