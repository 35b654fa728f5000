import { describe, expect, it } from 'vitest';
import { splitArchive } from '../src/modules/portability/import-split.js';
import { forgedArchive } from './helpers/forged-archive.js';

const people = { email: 'an@doita.test' };
const partner = { email: 'binh@doita.test' };
const nothingSeen = {
  memory: () => false,
  reminder: () => false,
  post: () => false,
  comment: () => false,
};

describe('splitting an archive by who may author it', () => {
  it('keeps the importer’s items and holds everything the partner wrote', () => {
    const data = forgedArchive(people, partner);
    const { mine, held, counts } = splitArchive(data, nothingSeen, 'src-them');
    expect(mine.memories.map((m) => m.id)).toEqual(['m-mine']);
    // the partner's comment on my memory is held on its own, not written with it
    expect(mine.memories[0]!.comments).toEqual([]);
    expect(held.memoryComments.map((c) => [c.id, c.memoryId])).toEqual([['mc-them', 'm-mine']]);
    expect(mine.posts.map((p) => p.id)).toEqual(['p-mine']);
    expect(mine.comments).toEqual([]);
    expect(mine.reactions).toEqual([]);
    expect(held.memories.map((m) => m.id)).toEqual(['m-them']);
    expect(held.reminders.map((r) => r.id)).toEqual(['r-them']);
    expect(held.posts.map((p) => p.id)).toEqual(['p-them']);
    expect(held.comments.map((c) => c.id)).toEqual(['c-them']);
    expect(held.reactions).toHaveLength(1);
    expect(counts.memories).toEqual({ added: 1, held: 1, skipped: 0 });
    expect(counts.comments).toEqual({ added: 0, held: 2, skipped: 0 });
  });

  it('with no partner matched, writes only what the archive’s user wrote and holds nothing', () => {
    const data = forgedArchive(people, partner);
    const { mine, held, counts } = splitArchive(data, nothingSeen, null);
    expect(Object.values(held).every((rows) => (rows as unknown[]).length === 0)).toBe(true);
    // the partner's memory, reminder and post are left out, never the importer's
    expect(mine.memories.map((m) => m.id)).toEqual(['m-mine']);
    expect(mine.memories[0]!.comments).toEqual([]);
    expect(mine.reminders).toEqual([]);
    expect(mine.posts.map((p) => p.id)).toEqual(['p-mine']);
    expect(mine.comments).toEqual([]);
    expect(mine.reactions).toEqual([]);
    expect(counts.memories).toEqual({ added: 1, held: 0, skipped: 1 });
    expect(counts.reminders).toEqual({ added: 0, held: 0, skipped: 1 });
    expect(counts.posts).toEqual({ added: 1, held: 0, skipped: 1 });
    expect(counts.comments).toEqual({ added: 0, held: 0, skipped: 2 });
    expect(counts.reactions).toEqual({ added: 0, held: 0, skipped: 1 });
  });

  it('writes a memory of no known author as nobody’s, and skips anything by someone else', () => {
    const data = forgedArchive(people, partner);
    const stranger = 'src-stranger';
    data.memories.push(
      { ...data.memories[0]!, id: 'm-gone', authorId: null, comments: [] },
      {
        ...data.memories[0]!,
        id: 'm-stranger',
        authorId: stranger,
        comments: [],
        reactions: [],
      },
    );
    data.memories[0]!.comments!.push({
      id: 'mc-stranger',
      authorId: stranger,
      content: 'Ai đó',
      createdAt: data.exportedAt,
      editedAt: null,
    });
    data.reminders.push({ ...data.reminders[0]!, id: 'r-nobody', authorId: null });
    data.reminders.push({ ...data.reminders[0]!, id: 'r-stranger', authorId: stranger });
    data.posts.push({ ...data.posts[0]!, id: 'p-nobody', authorId: null });
    data.comments.push({ ...data.comments[0]!, id: 'c-stranger', authorId: stranger });
    data.reactions.push({ ...data.reactions[0]!, userId: stranger });
    for (const partnerSource of ['src-them', null]) {
      const { mine, held } = splitArchive(data, nothingSeen, partnerSource);
      expect(mine.memories.map((m) => [m.id, m.authorId])).toEqual([
        ['m-mine', 'src-me'],
        ['m-gone', null],
      ]);
      expect(mine.memories.flatMap((m) => m.comments ?? [])).toEqual([]);
      expect(mine.reminders).toEqual([]);
      expect(mine.posts.map((p) => p.id)).toEqual(['p-mine']);
      expect([...mine.comments, ...held.comments].map((c) => c.id)).not.toContain('c-stranger');
      expect([...mine.reactions, ...held.reactions].map((r) => r.userId)).not.toContain(stranger);
      expect(held.memories.map((m) => m.id)).toEqual(partnerSource ? ['m-them'] : []);
      expect(held.reminders.map((r) => r.id)).toEqual(partnerSource ? ['r-them'] : []);
    }
  });

  it('leaves out what is already here', () => {
    const data = forgedArchive(people, partner);
    const seen = { ...nothingSeen, memory: (id: string) => id === 'm-them', post: () => true };
    const { mine, held, counts } = splitArchive(data, seen, 'src-them');
    expect(held.memories).toEqual([]);
    expect(mine.posts).toEqual([]);
    expect(held.posts).toEqual([]);
    // with their posts already here, comments and likes on them are not added again
    expect(held.comments).toEqual([]);
    expect(counts.memories).toEqual({ added: 1, held: 0, skipped: 1 });
    expect(counts.posts).toEqual({ added: 0, held: 0, skipped: 2 });
  });
});
