import { dayNumber, formatIsoDate, fromDayNumber, toLocalDate } from '@doita/shared';
import type { Couple, User } from '@doita/shared';
import { eq } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { SPEC_ERRORS, as, connectedPair, errorOf } from './helpers/couple.js';
import type { TestUser } from './helpers/test-app.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

const HCM = 'Asia/Ho_Chi_Minh';

describeEachEngine('anniversary date and days together', (engine) => {
  const t = useTestApp(engine);
  afterEach(() => t().clock.reset());

  const daysAgo = (n: number, timeZone = HCM) =>
    formatIsoDate(fromDayNumber(dayNumber(toLocalDate(t().clock.now(), timeZone)) - n));
  const profile = async (user: TestUser) =>
    (await as(t(), user, 'GET', '/api/auth/profile')).json<{ user: User }>().user;
  const fresh = async (user: TestUser): Promise<TestUser> => ({
    ...user,
    token: await t().accessTokens.sign({ userId: user.user.id, tokenVersion: 0 }),
  });

  it('PUT /api/couple/update: either partner sets it; days together count from it (day 1 = the day)', async () => {
    const { a, b } = await connectedPair(t());
    const date = daysAgo(99);
    const res = await as(t(), b, 'PUT', '/api/couple/update', { anniversaryDate: date });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ couple: Couple }>().couple).toMatchObject({
      anniversaryDate: date,
      relationshipStart: date,
    });
    for (const user of [a, b]) {
      expect((await profile(user)).coupleStatus).toEqual({
        isConnected: true,
        daysTogether: 100,
        anniversaryDate: date,
      });
    }
  });

  it('cleared (null): days count from the day they connected', async () => {
    const { a, couple } = await connectedPair(t(), { anniversaryDate: '2020-01-01' });
    const res = await as(t(), a, 'PUT', '/api/couple/update', { anniversaryDate: null });
    expect(res.statusCode).toBe(200);
    const updated = res.json<{ couple: Couple }>().couple;
    const connectedDay = formatIsoDate(toLocalDate(new Date(couple.connectedAt!), HCM));
    expect(updated).toMatchObject({ anniversaryDate: null, relationshipStart: connectedDay });
    expect((await profile(a)).coupleStatus).toEqual({
      isConnected: true,
      daysTogether: 1,
      anniversaryDate: null,
    });
  });

  it('PUT /api/user/anniversary answers { anniversaryDate }', async () => {
    const { a, b } = await connectedPair(t());
    const res = await as(t(), a, 'PUT', '/api/user/anniversary', { anniversaryDate: '2024-02-29' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ anniversaryDate: '2024-02-29' });
    expect((await as(t(), b, 'GET', '/api/couple/connection')).json()).toMatchObject({
      couple: { anniversaryDate: '2024-02-29' },
    });
  });

  it.each(['/api/couple/update', '/api/user/anniversary'])(
    '%s without a couple: 400 No active couple connection found',
    async (url) => {
      const lone = await t().registerUser();
      const res = await as(t(), lone, 'PUT', url, { anniversaryDate: '2020-01-01' });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toEqual(SPEC_ERRORS.noCouple);
    },
  );

  it.each(['/api/couple/update', '/api/user/anniversary'])(
    '%s refuses dates that do not exist or are malformed: 422',
    async (url) => {
      const { a } = await connectedPair(t());
      for (const anniversaryDate of [
        '2025-02-30',
        '2023-13-01',
        '1899-12-31',
        'yesterday',
        20200101,
      ]) {
        const res = await as(t(), a, 'PUT', url, { anniversaryDate });
        expect(res.statusCode, String(anniversaryDate)).toBe(422);
        expect(res.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe(
          'anniversaryDate',
        );
      }
    },
  );

  it("refuses tomorrow in the caller's time zone (422 validation.futureDate), accepts today", async () => {
    const { a, b } = await connectedPair(t(), { anniversaryDate: '2020-01-01' });
    // 20:00 UTC: already tomorrow in Ho Chi Minh City (UTC+7), still today in UTC.
    const now = t().clock.now();
    const target = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 20);
    t().clock.advance((target - now.getTime()) / 1000);
    await t().database.db.update(users).set({ timeZone: 'UTC' }).where(eq(users.id, b.user.id));
    const [a2, b2] = [await fresh(a), await fresh(b)];
    const hcmToday = daysAgo(0, HCM);
    const utcToday = daysAgo(0, 'UTC');
    expect(hcmToday > utcToday).toBe(true);

    const ok = await as(t(), a2, 'PUT', '/api/couple/update', { anniversaryDate: hcmToday });
    expect(ok.statusCode).toBe(200);
    const refused = await as(t(), b2, 'PUT', '/api/couple/update', { anniversaryDate: hcmToday });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: 'Validation failed',
      code: 'VALIDATION_ERROR',
      errors: [
        {
          field: 'anniversaryDate',
          code: 'validation.futureDate',
          message: 'The date cannot be in the future',
        },
      ],
    });
    // Each sees days together on their own calendar: day 1 for a, day 0 (not yet) for b.
    expect((await profile(a2)).coupleStatus.daysTogether).toBe(1);
    expect((await profile(b2)).coupleStatus.daysTogether).toBe(0);
  });

  it('the profile is one query with the couple joined (same answer through both drivers)', async () => {
    const { a, couple } = await connectedPair(t(), { anniversaryDate: '2021-06-15' });
    const me = await profile(a);
    expect(me.coupleId).toBe(couple.id);
    expect(me.coupleStatus.anniversaryDate).toBe('2021-06-15');
    expect(me.coupleStatus.daysTogether).toBeGreaterThan(365);
    // After an update, the answer comes from the updated row plus a lookup: same couple.
    const put = await as(t(), a, 'PUT', '/api/user/me', { bio: 'hi' });
    expect(put.json<{ user: User }>().user.coupleStatus).toEqual(me.coupleStatus);
  });
});
