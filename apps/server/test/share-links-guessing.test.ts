import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { AuthResponse, Memory, ShareLink } from '@doita/shared';
import { SHARE_LINK_LIMITS } from '@doita/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shareLinks } from '../src/modules/share-links/share-links-schema.js';
import { accept, as, connectedPair, invite } from './helpers/couple.js';
import { createMemory } from './helpers/memories.js';
import { TEST_PASSWORD, describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { AppOnly, TestApp, TestUser } from './helpers/test-app.js';
import { twoServersAdminUrl, useTwoServers } from './helpers/two-servers.js';

/**
 * Passcode guessing in bursts (docs/security.md, Share links): every guess is counted
 * against the link and the address before its passcode is checked, so guesses sent at once
 * stop at the limits like guesses sent one by one. A wrong guess answers 401, one that was
 * refused untried 429: counting the 401s counts the passcodes that were evaluated.
 */
const RIGHT = 'bà nội 1';
const header = (value: string) => ({ 'x-share-passcode': encodeURIComponent(value) });
const pathOf = (link: ShareLink) => `/api/shared/${link.url.split('/s/')[1]}`;
const PER_LINK = SHARE_LINK_LIMITS.attemptsPerLink;
const PER_ADDRESS = SHARE_LINK_LIMITS.attemptsPerAddress;

async function shareMemory(ctx: AppOnly, user: TestUser, memory: Memory): Promise<ShareLink> {
  const res = await as(ctx, user, 'POST', '/api/share-links', {
    memoryId: memory.id,
    passcode: RIGHT,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ shareLink: ShareLink }>().shareLink;
}

const tally = (codes: number[]) => ({
  wrong: codes.filter((code) => code === 401).length,
  refused: codes.filter((code) => code === 429).length,
  opened: codes.filter((code) => code === 200).length,
});

describeEachEngine('share link passcodes guessed at once', (engine) => {
  const t = useTestApp(engine);
  let ctx: TestApp;
  let a: TestUser;
  let memory: Memory;

  beforeAll(async () => {
    ctx = t();
    ({ a } = await connectedPair(ctx));
    memory = await createMemory(ctx, a, { title: 'Sinh nhật bà' });
  });

  const open = (link: ShareLink, passcode: string, ip: string) =>
    ctx.app.inject({
      method: 'GET',
      url: pathOf(link),
      headers: header(passcode),
      remoteAddress: ip,
    });
  const stateOf = async (link: ShareLink) => {
    const [row] = await ctx.database.db
      .select({ failed: shareLinks.failedAttempts, lockedUntil: shareLinks.lockedUntil })
      .from(shareLinks)
      .where(eq(shareLinks.id, link.id));
    return row!;
  };

  it('tries at most 5 of 40 wrong passcodes sent at once, then refuses the right one too', async () => {
    const link = await shareMemory(ctx, a, memory);
    // 40 addresses, so only the link's own count can stop them
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => open(link, `sai ${i}`, `10.20.${i}.1`)),
    );
    const { wrong, refused } = tally(answers.map((res) => res.statusCode));
    expect(wrong).toBe(PER_LINK);
    expect(refused).toBe(40 - PER_LINK);
    for (const res of answers) {
      if (res.statusCode === 401) expect(res.json()).toMatchObject({ code: 'PASSCODE_WRONG' });
      else {
        expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }

    const state = await stateOf(link);
    expect(state.failed).toBe(PER_LINK);
    const lockMs = state.lockedUntil!.getTime() - ctx.clock.now().getTime();
    expect(lockMs).toBeGreaterThan((SHARE_LINK_LIMITS.lockMinutes - 1) * 60_000);
    expect(lockMs).toBeLessThanOrEqual(SHARE_LINK_LIMITS.lockMinutes * 60_000);

    // locked for everyone, the right passcode included, and nothing more is counted
    const right = await open(link, RIGHT, '10.21.0.1');
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stateOf(link)).toEqual(state);

    // once the lock is over the right passcode opens it, and the count starts again
    ctx.clock.advance(SHARE_LINK_LIMITS.lockMinutes * 60 + 1);
    try {
      expect((await open(link, RIGHT, '10.21.0.2')).statusCode).toBe(200);
      expect(await stateOf(link)).toEqual({ failed: 0, lockedUntil: null });
    } finally {
      ctx.clock.reset();
    }
  });

  it('tries one guess of a burst when one is left: the right one in it opens only if it was that one', async () => {
    const link = await shareMemory(ctx, a, memory);
    for (let i = 0; i < PER_LINK - 1; i += 1) {
      expect((await open(link, `sai ${i}`, `10.30.${i}.1`)).statusCode).toBe(401);
    }
    // one attempt is left: of the right passcode and 39 wrong ones, exactly one is tried
    const burst = [...Array.from({ length: 39 }, (_, i) => `doan ${i}`), RIGHT];
    const answers = await Promise.all(burst.map((code, i) => open(link, code, `10.31.${i}.1`)));
    const { wrong, refused, opened } = tally(answers.map((res) => res.statusCode));
    expect(wrong + opened).toBe(1);
    expect(refused).toBe(burst.length - 1);
    const after = await open(link, RIGHT, '10.32.0.1');
    if (opened === 1) {
      // as if sent alone after the four wrong ones: the row ends, nothing stays locked
      expect(answers.at(-1)!.statusCode).toBe(200);
      expect(after.statusCode).toBe(200);
      expect(await stateOf(link)).toEqual({ failed: 0, lockedUntil: null });
    } else {
      // the fifth wrong one locked it: the right passcode, in the burst or after, is refused
      expect(answers.at(-1)!.statusCode).toBe(429);
      expect(after.statusCode).toBe(429);
      const state = await stateOf(link);
      expect(state.failed).toBe(PER_LINK);
      expect(state.lockedUntil!.getTime()).toBeGreaterThan(ctx.clock.now().getTime());
    }
  });

  it('a right passcode clears the row of wrong ones before it', async () => {
    const link = await shareMemory(ctx, a, memory);
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < PER_LINK - 1; i += 1) {
        expect((await open(link, `sai ${round} ${i}`, `10.40.${round}.${i}`)).statusCode).toBe(401);
      }
      expect((await open(link, RIGHT, `10.41.${round}.1`)).statusCode).toBe(200);
      expect(await stateOf(link)).toEqual({ failed: 0, lockedUntil: null });
    }
  });

  it('counts an address’s guesses at once across links, an IPv6 /64 as one address', async () => {
    // 10 links, 4 guesses each: no link locks, only the address's count can stop them
    const links: ShareLink[] = [];
    for (let i = 0; i < 10; i += 1) links.push(await shareMemory(ctx, a, memory));
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        // 40 addresses of one /64
        open(links[i % 10]!, `sai ${i}`, `2001:db8:7:1::${(i + 1).toString(16)}`),
      ),
    );
    const { wrong, refused } = tally(answers.map((res) => res.statusCode));
    expect(wrong).toBe(PER_ADDRESS);
    expect(refused).toBe(40 - PER_ADDRESS);
    const failed = await Promise.all(links.map(async (link) => (await stateOf(link)).failed));
    expect(failed.reduce((sum, n) => sum + n, 0)).toBe(PER_ADDRESS);

    // another address of that /64 is blocked, even with the right passcode; another /64 is not
    const fresh = await shareMemory(ctx, a, memory);
    expect((await open(fresh, RIGHT, '2001:db8:7:1:ffff:ffff:ffff:fffe')).statusCode).toBe(429);
    expect((await open(fresh, RIGHT, '2001:db8:7:2::1')).statusCode).toBe(200);
  });

  it('gives an address back the attempt of a right passcode, keeping its wrong ones', async () => {
    const links: ShareLink[] = [];
    for (let i = 0; i < 5; i += 1) links.push(await shareMemory(ctx, a, memory));
    const ip = '10.50.0.1';
    for (let i = 0; i < PER_ADDRESS - 1; i += 1) {
      expect((await open(links[i % 5]!, `sai ${i}`, ip)).statusCode).toBe(401);
    }
    const fresh = await shareMemory(ctx, a, memory);
    for (let i = 0; i < 3; i += 1) expect((await open(fresh, RIGHT, ip)).statusCode).toBe(200);
    expect((await open(fresh, 'sai nữa', ip)).statusCode).toBe(401);
    expect((await open(fresh, RIGHT, ip)).statusCode).toBe(429);
  });

  it('takes the burst through a listening server too', async () => {
    const link = await shareMemory(ctx, a, memory);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    const codes = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const res = await fetch(`${base}${pathOf(link)}`, { headers: header(`sai ${i}`) });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    // one address: it gave back the attempts the locked link refused untried
    expect(tally(codes)).toEqual({ wrong: PER_LINK, refused: 40 - PER_LINK, opened: 0 });
    const res = await fetch(`${base}${pathOf(link)}`, { headers: header(RIGHT) });
    expect(res.status).toBe(429);
    expect((await stateOf(link)).failed).toBe(PER_LINK);
  });
});

/** The count is in the database: a burst split over two servers stops at the same limit. */
describe.skipIf(!twoServersAdminUrl)('share link passcodes guessed on two servers at once', () => {
  const { apps, bases } = useTwoServers('share_guess')();

  async function register(app: AppOnly, name: string): Promise<TestUser> {
    const email = `${name}-${randomBytes(3).toString('hex')}@example.com`;
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: TEST_PASSWORD, displayName: name },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { ...res.json<AuthResponse>(), email, password: TEST_PASSWORD };
  }

  it('tries at most 5 of 40 wrong passcodes split over both servers', async () => {
    const server: AppOnly = { app: apps[0]! };
    const lan = await register(server, 'Lan');
    const minh = await register(server, 'Minh');
    await accept(server, minh, (await invite(server, lan, minh)).id);
    const link = await shareMemory(server, lan, await createMemory(server, lan));

    const codes = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const res = await fetch(`${bases[i % 2]}${pathOf(link)}`, { headers: header(`sai ${i}`) });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    expect(tally(codes)).toEqual({ wrong: PER_LINK, refused: 40 - PER_LINK, opened: 0 });
    const right = await fetch(`${bases[1]}${pathOf(link)}`, { headers: header(RIGHT) });
    expect(right.status).toBe(429);
  });
});
