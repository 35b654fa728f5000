import type { ExportArchive, ImportOffersResponse, Reminder } from '@doita/shared';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { reminders } from '../src/db/schema.js';
import { as, connectedPair } from './helpers/couple.js';
import { archiveZip, forgedArchive } from './helpers/forged-archive.js';
import { importOf } from './helpers/portability.js';
import type { TestApp, TestUser } from './helpers/test-app.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

/*
 * A reminder's time zone in an archive that the runtime or the database does not know comes
 * in as the importer's own (what the live API gives every reminder), never as it was: kept,
 * it failed the import (INTERNAL) or every reminders' list after it (500). The archive's
 * own preferences and profile are not imported, whatever zone they name.
 */

/** `''` and Mars are unknown to both; the last two only the runtime knows, not PostgreSQL */
const UNKNOWN_ZONES = ['Mars/Olympus', '', 'US/Pacific-New', 'CTT'];
const OWN_ZONE = 'Europe/Paris';

describeEachEngine('an imported archive’s time zones', (engine) => {
  const target = useTestApp(engine);

  async function inOwnZone(ctx: TestApp, user: TestUser) {
    const res = await as(ctx, user, 'PUT', '/api/user/preferences', { timeZone: OWN_ZONE });
    expect(res.statusCode, res.body).toBe(200);
  }

  /** the forged reminder, a lunar one a day ahead, in `zone` (the list reckons it there) */
  function reminderIn(data: ExportArchive, zone: string, authorId: string) {
    return {
      ...data.reminders[0]!,
      id: `r-${zone}`,
      authorId,
      timeZone: zone,
      calendar: 'lunar' as const,
      lunarDay: 15,
      lunarMonth: 8,
      datetime: '2030-09-12T02:00:00.000Z',
      scheduledAt: '2030-09-12T02:00:00.000Z',
      leadDays: 1,
    };
  }

  const zonesOf = async (ctx: TestApp, user: TestUser) =>
    Object.fromEntries(
      (
        await ctx.database.db
          .select({ title: reminders.title, zone: reminders.timeZone })
          .from(reminders)
          .where(eq(reminders.authorId, user.user.id))
      ).map((row) => [row.title, row.zone]),
    );

  it.each(UNKNOWN_ZONES)('a reminder in %j comes in in the importer’s zone', async (zone) => {
    const ctx = target();
    const me = await ctx.registerUser();
    await inOwnZone(ctx, me);
    const data = forgedArchive(me, { email: 'nobody@doita.test' });
    data.reminders = [
      { ...reminderIn(data, zone, data.user.id), title: 'lạc múi giờ' },
      { ...reminderIn(data, 'America/New_York', data.user.id), title: 'New York' },
    ];
    data.user.timeZone = zone;
    data.preferences.timeZone = zone;

    const job = await importOf(ctx, me, await archiveZip(data));
    expect(job.status, JSON.stringify(job.error)).toBe('ready');
    expect(job.counts.reminders).toEqual({ added: 2, skipped: 0, held: 0 });
    // a zone both know is kept as the archive says
    expect(await zonesOf(ctx, me)).toEqual({
      'lạc múi giờ': OWN_ZONE,
      'New York': 'America/New_York',
    });
    const list = await as(ctx, me, 'GET', '/api/reminders?limit=100');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ reminders: Reminder[] }>().reminders).toHaveLength(2);
    expect((await as(ctx, me, 'GET', '/api/reminders/statistics')).statusCode).toBe(200);
    const preferences = await as(ctx, me, 'GET', '/api/user/preferences');
    expect(preferences.json<{ preferences: { timeZone: string } }>().preferences.timeZone).toBe(
      OWN_ZONE,
    );
  });

  it('a reminder held for the partner is in a zone the server knows when they accept it', async () => {
    const ctx = target();
    const { a, b } = await connectedPair(ctx);
    await inOwnZone(ctx, a);
    const data = forgedArchive(a, b);
    data.reminders = [reminderIn(data, 'CTT', 'src-them')];
    const job = await importOf(ctx, a, await archiveZip(data));
    expect(job.status, JSON.stringify(job.error)).toBe('ready');
    expect(job.counts.reminders.held).toBe(1);
    const offers = (await as(ctx, b, 'GET', '/api/imports/offers')).json<ImportOffersResponse>();
    const taken = await as(ctx, b, 'POST', `/api/imports/offers/${offers.offers[0]!.id}/accept`);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(Object.values(await zonesOf(ctx, b))).toEqual([OWN_ZONE]);
    expect((await as(ctx, b, 'GET', '/api/reminders?limit=100')).statusCode).toBe(200);
    expect((await as(ctx, b, 'GET', '/api/reminders/statistics')).statusCode).toBe(200);
  });
});
