import type { CheckinsView, ExportArchive, ListItemsPage } from '@doita/shared';
import { expect, it } from 'vitest';
import { accept, as, connectedPair, invite } from './helpers/couple.js';
import { forgedZip } from './helpers/forged-archive.js';
import { downloadExportZip, exportOf, importOf, unzip } from './helpers/portability.js';
import type { TestApp, TestUser } from './helpers/test-app.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

describeEachEngine('export and import of check-ins and our list', (engine) => {
  const source = useTestApp(engine);
  const target = useTestApp(engine);

  const listOf = async (ctx: TestApp, user: TestUser) =>
    (await as(ctx, user, 'GET', '/api/list-items?limit=50')).json<ListItemsPage>().items;
  const checkinsOf = async (ctx: TestApp, user: TestUser) =>
    (await as(ctx, user, 'GET', '/api/checkins?days=90')).json<CheckinsView>().checkins;

  it('an export holds what its person sees; an import brings back their own, once', async () => {
    const ctx = source();
    const { a, b } = await connectedPair(ctx);
    const stranger = await connectedPair(ctx);
    await as(ctx, a, 'PUT', '/api/checkins/today', { mood: 'grateful', note: 'Cảm ơn em' });
    await as(ctx, b, 'PUT', '/api/checkins/today', { mood: 'love' });
    await as(ctx, stranger.a, 'PUT', '/api/checkins/today', { mood: 'excited' });
    const added = await as(ctx, a, 'POST', '/api/list-items', {
      title: 'Ngắm bình minh ở Mũi Né',
      kind: 'experience',
      targetDate: '2027-01-01',
      link: 'https://example.com/mui-ne',
    });
    const itemId = added.json<{ item: { id: string } }>().item.id;
    await as(ctx, b, 'POST', `/api/list-items/${itemId}/done`);
    await as(ctx, b, 'POST', '/api/list-items', { title: 'Mua quà cho mẹ', kind: 'gift' });
    await as(ctx, stranger.a, 'POST', '/api/list-items', { title: 'Không phải của chúng ta' });

    const job = await exportOf(ctx, a);
    expect(job.status, JSON.stringify(job.error)).toBe('ready');
    const zip = (await downloadExportZip(ctx, a, job.id)).rawPayload;
    const data = JSON.parse((await unzip(zip)).get('data.json')!.toString('utf8')) as ExportArchive;
    expect(data.checkins.map((c) => [c.userId, c.mood]).sort()).toEqual(
      [
        [a.user.id, 'grateful'],
        [b.user.id, 'love'],
      ].sort(),
    );
    expect(data.listItems.map((i) => i.title).sort()).toEqual([
      'Mua quà cho mẹ',
      'Ngắm bình minh ở Mũi Né',
    ]);
    expect(data.listItems.find((i) => i.id === itemId)).toMatchObject({
      kind: 'experience',
      targetDate: '2027-01-01',
      link: 'https://example.com/mui-ne',
      doneById: b.user.id,
    });

    // Elsewhere, An comes back with a new partner: An's own come back, Bình's stay Bình's.
    const there = {
      a: await target().registerUser({ displayName: 'An', email: a.email }),
      b: await target().registerUser({ displayName: 'Em mới' }),
    };
    await accept(target(), there.b, (await invite(target(), there.a, there.b)).id);
    const first = await importOf(target(), there.a, zip);
    expect(first.status, JSON.stringify(first.error)).toBe('ready');
    const items = await listOf(target(), there.a);
    expect(items.map((i) => [i.title, i.author.id, i.done, i.doneBy, i.editable])).toEqual([
      ['Ngắm bình minh ở Mũi Né', there.a.user.id, true, null, true],
    ]);
    expect((await listOf(target(), there.b)).map((i) => i.title)).toEqual([
      'Ngắm bình minh ở Mũi Né',
    ]);
    expect((await checkinsOf(target(), there.a)).map((c) => [c.mood, c.mine])).toEqual([
      ['grateful', true],
    ]);

    await importOf(target(), there.a, zip);
    expect(await listOf(target(), there.a)).toHaveLength(1);
    expect(await checkinsOf(target(), there.a)).toHaveLength(1);
  });

  it('an archive’s check-ins and items of someone else are never written as theirs', async () => {
    const ctx = source();
    const { a, b } = await connectedPair(ctx);
    const job = await importOf(ctx, a, await forgedZip(a, b));
    expect(job.status, JSON.stringify(job.error)).toBe('ready');
    expect((await listOf(ctx, b)).map((i) => [i.title, i.author.id])).toEqual([
      ['Đi Hội An', a.user.id],
    ]);
    const seen = await as(ctx, b, 'GET', '/api/checkins?days=90');
    expect(seen.json<CheckinsView>().checkins.every((c) => c.userId === a.user.id)).toBe(true);
  });
});
