import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AT, archive } from './archive-fixture.test-helper.js';
import { fitToArchive } from './archive-fit.js';
import { exportArchiveSchema } from './archive-schemas.js';

describe('fitToArchive', () => {
  it('gives back the archive itself when nothing is refused', () => {
    const data = archive();
    const fitted = fitToArchive(exportArchiveSchema, data);
    expect(fitted.archive).toBe(data);
    expect(fitted.leftOut).toEqual([]);
  });

  it('sets a refused field that may be null to null and keeps the rest of its row', () => {
    const data = archive();
    (data.memories[0] as { mood: string }).mood = 'evil';
    const fitted = fitToArchive(exportArchiveSchema, data);
    expect(fitted.archive.memories).toHaveLength(1);
    expect(fitted.archive.memories[0]!.mood).toBeNull();
    expect(fitted.archive.memories[0]!.title).toBe('Đà Lạt');
    expect(fitted.leftOut).toEqual([
      { where: 'memories[0].mood', reasons: [expect.any(String)], value: 'evil' },
    ]);
    // the archive given is not changed
    expect(data.memories[0]!.mood).toBe('evil');
    expect(exportArchiveSchema.safeParse(fitted.archive).success).toBe(true);
  });

  it('takes out a row whose refused field may not be null, whole and as it was', () => {
    const data = archive();
    const second = { ...data.memories[0]!, id: 'm2', date: '1850-01-01', mood: 'evil' as 'happy' };
    second.photos = [{ ...second.photos[0]!, id: 'p2', path: 'photos/1850/01/p2.png' }];
    data.memories.push(second, { ...data.memories[0]!, id: 'm3', photos: [] });
    const fitted = fitToArchive(exportArchiveSchema, data);
    expect(fitted.archive.memories.map((m) => m.id)).toEqual(['m1', 'm3']);
    expect(fitted.leftOut).toHaveLength(1);
    expect(fitted.leftOut[0]!.where).toBe('memories[1]');
    // the row as it was, its mood too, with the reasons for both
    expect(fitted.leftOut[0]!.value).toEqual(second);
    expect(fitted.leftOut[0]!.reasons.length).toBeGreaterThanOrEqual(2);
  });

  it('takes the innermost row: a photo of a memory, not the memory', () => {
    const data = archive();
    data.memories[0]!.photos.push({ ...data.memories[0]!.photos[0]!, id: 'p9' });
    // the same file twice: the second is the one refused
    const fitted = fitToArchive(exportArchiveSchema, data);
    expect(fitted.archive.memories).toHaveLength(1);
    expect(fitted.archive.memories[0]!.photos.map((p) => p.id)).toEqual(['p1']);
    expect(fitted.leftOut.map((l) => l.where)).toEqual(['memories[0].photos[1]']);
  });

  it('keeps the indexes of the archive as given when rows before and inside are taken out', () => {
    const data = archive();
    const base = data.memories[0]!;
    const at = (id: string, date: string) => ({
      ...base,
      id,
      date,
      photos: [{ ...base.photos[0]!, id: `p-${id}`, path: `photos/x/${id}.png` }],
    });
    data.memories = [at('a', '1800-01-01'), at('b', '2025-01-01'), at('c', '1700-01-01')];
    data.memories[1]!.photos.push({ ...data.memories[1]!.photos[0]! });
    data.memories.push(at('d', '2025-02-02'));
    const fitted = fitToArchive(exportArchiveSchema, data);
    expect(fitted.archive.memories.map((m) => m.id)).toEqual(['b', 'd']);
    expect(fitted.archive.memories[0]!.photos).toHaveLength(1);
    expect(fitted.leftOut.map((l) => l.where).sort()).toEqual([
      'memories[0]',
      'memories[1].photos[1]',
      'memories[2]',
    ]);
    expect(
      (fitted.leftOut.find((l) => l.where === 'memories[2]')!.value as { id: string }).id,
    ).toBe('c');
  });

  it('sets a refused nullable field outside any list to null', () => {
    const data = archive();
    data.couple = { id: 'c1', anniversaryDate: '1850-02-14', connectedAt: AT };
    const fitted = fitToArchive(exportArchiveSchema, data);
    expect(fitted.archive.couple).toEqual({ id: 'c1', anniversaryDate: null, connectedAt: AT });
    expect(fitted.leftOut).toEqual([
      { where: 'couple.anniversaryDate', reasons: [expect.any(String)], value: '1850-02-14' },
    ]);
  });

  it('throws when what is refused is the archive’s own head', () => {
    const data = archive();
    (data as { format: string }).format = 'other';
    expect(() => fitToArchive(exportArchiveSchema, data)).toThrow();
    const noEmail = archive();
    (noEmail.user as { email: unknown }).email = 42;
    expect(() => fitToArchive(exportArchiveSchema, noEmail)).toThrow();
  });

  it('follows a row left invalid by what was taken out of it to its parent', () => {
    const schema = z.object({
      lists: z.array(z.object({ id: z.string(), items: z.array(z.number()).min(1) })),
    });
    const fitted = fitToArchive(schema, {
      lists: [
        { id: 'a', items: [1, 'x' as unknown as number] },
        { id: 'b', items: ['y' as unknown as number] },
      ],
    });
    expect(fitted.archive).toEqual({ lists: [{ id: 'a', items: [1] }] });
    expect(fitted.leftOut.map((l) => l.where).sort()).toEqual(['lists[0].items[1]', 'lists[1]']);
  });
});
