import { COUPLE_CODE_ALPHABET } from '@doita/shared';
import type { Couple } from '@doita/shared';
import { afterEach, expect, it } from 'vitest';
import { SPEC_ERRORS, as, connectedPair, errorOf } from './helpers/couple.js';
import type { TestApp, TestUser } from './helpers/test-app.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

const DAY = 24 * 60 * 60;

describeEachEngine('couple join codes', (engine) => {
  const t = useTestApp(engine);
  afterEach(() => t().clock.reset());

  const generate = async (user: TestUser) => {
    const res = await as(t(), user, 'POST', '/api/couple/generate-code');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ code: string; expiresAt: string }>();
  };
  const join = (user: TestUser, code: string) =>
    as(t(), user, 'POST', '/api/couple/join', { code });
  /** a fresh token for after the clock moved past the old one's 15 minutes */
  const refreshed = async (ctx: TestApp, user: TestUser): Promise<TestUser> => ({
    ...user,
    token: await ctx.accessTokens.sign({ userId: user.user.id, tokenVersion: 0 }),
  });

  it('generates 8 unambiguous characters, valid 7 days', async () => {
    const a = await t().registerUser();
    const before = t().clock.now().getTime();
    const { code, expiresAt } = await generate(a);
    expect(code).toMatch(new RegExp(`^[${COUPLE_CODE_ALPHABET}]{8}$`));
    expect(code).not.toMatch(/[IL O01]/);
    const ttl = Date.parse(expiresAt) - before;
    expect(ttl).toBeGreaterThanOrEqual(7 * DAY * 1000);
    expect(ttl).toBeLessThan(7 * DAY * 1000 + 60_000);
  });

  it('joining connects both, the owner as inviter, and tells the owner', async () => {
    const owner = await t().registerUser({ displayName: 'Chủ mã' });
    const joiner = await t().registerUser({ displayName: 'Người nhập' });
    const { code } = await generate(owner);
    // Typed loosely: lower case, a dash and spaces are fine.
    const typed = `${code.slice(0, 4).toLowerCase()} - ${code.slice(4)}`;
    const res = await join(joiner, typed);
    expect(res.statusCode, res.body).toBe(200);
    const couple = res.json<{ couple: Couple }>().couple;
    expect(couple).toMatchObject({
      status: 'accepted',
      invitedById: owner.user.id,
      user1: { id: owner.user.id },
      user2: { id: joiner.user.id },
    });
    expect((await as(t(), owner, 'GET', '/api/couple/connection')).json()).toEqual({ couple });
    const bell = await as(t(), owner, 'GET', '/api/notifications');
    expect(bell.json<{ notifications: unknown[] }>().notifications[0]).toMatchObject({
      type: 'invitation_accepted',
      data: { actorName: 'Người nhập', coupleId: couple.id },
    });
    await t().mail.waitFor(owner.email, /chấp nhận/);
  });

  it('a code works once: 400 Invalid couple code afterwards', async () => {
    const [owner, first, second] = [
      await t().registerUser(),
      await t().registerUser(),
      await t().registerUser(),
    ];
    const { code } = await generate(owner);
    expect((await join(first, code)).statusCode).toBe(200);
    const res = await join(second, code);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual(SPEC_ERRORS.invalidCode);
  });

  it('refuses an unknown code and my own code: 400 Invalid couple code', async () => {
    const a = await t().registerUser();
    const { code } = await generate(a);
    for (const attempt of ['ABCDEFGH', code]) {
      const res = await join(a, attempt);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toEqual(SPEC_ERRORS.invalidCode);
    }
  });

  it('refuses an expired code (after 7 days): 400 Invalid couple code', async () => {
    const [owner, joiner] = [await t().registerUser(), await t().registerUser()];
    const { code } = await generate(owner);
    t().clock.advance(7 * DAY + 1);
    const res = await join(await refreshed(t(), joiner), code);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual(SPEC_ERRORS.invalidCode);
  });

  it('a new code replaces my unused one', async () => {
    const [owner, joiner] = [await t().registerUser(), await t().registerUser()];
    const old = await generate(owner);
    const fresh = await generate(owner);
    expect(errorOf(await join(joiner, old.code))).toEqual(SPEC_ERRORS.invalidCode);
    expect((await join(joiner, fresh.code)).statusCode).toBe(200);
  });

  it.each(['ABC', 'ABCDEFGHJ', 'ABCDEFGI', '1234567O', 'ABCD EFG!', ''])(
    'refuses the code %j (wrong shape) with 422',
    async (code) => {
      const a = await t().registerUser();
      const res = await join(a, code);
      expect(res.statusCode).toBe(422);
      expect(res.json<{ errors: { field: string; code: string }[] }>().errors[0]).toMatchObject({
        field: 'code',
      });
    },
  );

  it('refuses to generate or join while connected: 400, and the code stays usable', async () => {
    const { a } = await connectedPair(t());
    const generateRes = await as(t(), a, 'POST', '/api/couple/generate-code');
    expect(generateRes.statusCode).toBe(400);
    expect(errorOf(generateRes)).toEqual(SPEC_ERRORS.coupleExists);

    const [owner, other] = [await t().registerUser(), await t().registerUser()];
    const { code } = await generate(owner);
    const joinRes = await join(a, code);
    expect(joinRes.statusCode).toBe(400);
    expect(errorOf(joinRes)).toEqual(SPEC_ERRORS.coupleExists);
    // Nothing was used up by the failed attempt.
    expect((await join(other, code)).statusCode).toBe(200);
  });

  it('joining the code of a former partner reactivates the old couple (same id)', async () => {
    const { a, b, couple } = await connectedPair(t(), { anniversaryDate: '2018-08-08' });
    expect((await as(t(), a, 'DELETE', '/api/couple/disconnect')).statusCode).toBe(200);
    const { code } = await generate(b);
    const res = await join(a, code);
    expect(res.json<{ couple: Couple }>().couple).toMatchObject({
      id: couple.id,
      status: 'accepted',
      invitedById: b.user.id,
      anniversaryDate: '2018-08-08',
    });
  });
});
