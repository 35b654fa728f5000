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

  it('with no partner matched, holds nothing and drops what others wrote on my things', () => {
    const data = forgedArchive(people, partner);
    const { mine, held, counts } = splitArchive(data, nothingSeen, null);
    expect(Object.values(held).every((rows) => (rows as unknown[]).length === 0)).toBe(true);
    // the items themselves come in as the importer's, as before; comments by others do not
    expect(mine.memories).toHaveLength(2);
    expect(mine.memories.every((m) => m.comments?.length === 0)).toBe(true);
    expect(mine.comments).toEqual([]);
    expect(counts.comments).toEqual({ added: 0, held: 0, skipped: 2 });
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
