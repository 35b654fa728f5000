import { randomBytes } from 'node:crypto';
import type { AuthResponse } from '@doita/shared';
import { describe, expect, it } from 'vitest';
import { openStream } from './helpers/event-stream.js';
import { TEST_PASSWORD, authHeader } from './helpers/test-app.js';
import { twoServersAdminUrl, useTwoServers } from './helpers/two-servers.js';

/**
 * Two servers on one PostgreSQL (their events fan out through NOTIFY): a stream open on
 * one is closed when its session signs out on the other, and the per-person limit counts
 * the streams of both; each partner's write on one server reaches the other's screen held
 * open on the other server. PostgreSQL only: PGlite is one process's database.
 */
describe.skipIf(!twoServersAdminUrl)('event streams across two servers on one PostgreSQL', () => {
  // the same arrays, filled once the servers listen
  const { bases } = useTwoServers('streams')();

  const call = async (
    server: number,
    url: string,
    token: string | null,
    payload?: object,
    method = payload || url.endsWith('/ticket') ? 'POST' : 'GET',
  ) => {
    const res = await fetch(`${bases[server]}${url}`, {
      method,
      headers: {
        ...(token ? authHeader(token) : {}),
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
      body: payload ? JSON.stringify(payload) : undefined,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const streamOn = async (server: number, token: string) => {
    const { body } = await call(server, '/api/events/ticket', token);
    const stream = await openStream(bases[server]!, String(body.ticket));
    expect(stream.res.status).toBe(200);
    return stream;
  };

  it('signing out on one server closes the stream held open by the other', async () => {
    const email = `two-${randomBytes(3).toString('hex')}@example.com`;
    const registered = await call(0, '/api/auth/register', null, {
      email,
      password: TEST_PASSWORD,
      displayName: 'Hai',
    });
    const me = registered.body as unknown as AuthResponse;
    const login = await call(1, '/api/auth/login', null, { email, password: TEST_PASSWORD });
    const laptop = login.body as unknown as AuthResponse;
    const onB = await streamOn(1, me.token);
    const laptopOnA = await streamOn(0, laptop.token);
    await new Promise((r) => setTimeout(r, 200)); // the NOTIFY of each opening goes round

    const out = await call(0, '/api/auth/logout', me.token, { refreshToken: me.refreshToken });
    expect(out.status).toBe(200);
    await onB.waitForEnd();
    expect(onB.data.at(-1)).toEqual({ reason: 'signed_out' });
    // That session's access token is refused by both servers, at once.
    expect((await call(1, '/api/auth/profile', me.token)).status).toBe(401);
    expect(laptopOnA.ended).toBe(false);

    // The limit counts both servers: five more on server B push out the one on A.
    const more = [];
    for (let i = 0; i < 5; i++) more.push(await streamOn(1, laptop.token));
    await laptopOnA.waitForEnd();
    expect(laptopOnA.data.at(-1)).toEqual({ reason: 'replaced' });
    await Promise.all([...more, onB, laptopOnA].map((s) => s.close()));
  });

  it('each kind of change by one partner on one server reaches the other on the other within two seconds', async () => {
    const tag = randomBytes(3).toString('hex');
    const register = async (server: number, who: string) => {
      const res = await call(server, '/api/auth/register', null, {
        email: `${who.normalize('NFD').replace(/[^a-z]/gi, '')}-${tag}@example.com`,
        password: TEST_PASSWORD,
        displayName: who,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body as unknown as AuthResponse;
    };
    const an = await register(0, 'An');
    const binh = await register(1, 'Bình');
    // An's screen is open on server A, Bình's on server B.
    let anScreen = await streamOn(0, an.token);
    let binhScreen = await streamOn(1, binh.token);
    await new Promise((r) => setTimeout(r, 200));
    const changesOf = (stream: typeof anScreen) =>
      stream.data.filter((_data, index) => stream.events[index] === 'changed');
    /** One write on `server` by `who`; the other's screen shows `area` within two seconds. */
    const reaches = async (
      screen: typeof anScreen,
      server: number,
      who: AuthResponse,
      method: string,
      url: string,
      area: string,
      payload?: object,
    ) => {
      const before = changesOf(screen).length;
      const started = Date.now();
      const res = await call(server, url, who.token, payload, method);
      expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
      // This write's change, by its author: a screen also hears its own person's changes
      // (made on another device), and the previous step's may still be on its way.
      const arrived = () =>
        changesOf(screen)
          .slice(before)
          .find((change) => change.by === who.user.id && change.areas?.split(',').includes(area));
      while (!arrived() && Date.now() - started < 2000) await new Promise((r) => setTimeout(r, 20));
      expect(arrived(), `${method} ${url} reached the partner with ${area}`).toBeDefined();
      return res.body;
    };

    // The invitation (An on A) reaches Bình (on B) before they are a couple, and back:
    // declined once, then sent again and accepted.
    const inviteBinh = async () => {
      const invited = await reaches(binhScreen, 0, an, 'POST', '/api/couple/connect', 'couple', {
        partnerEmail: `Binh-${tag}@example.com`,
      });
      return (invited as { couple: { id: string } }).couple.id;
    };
    await reaches(anScreen, 1, binh, 'POST', '/api/couple/respond', 'couple', {
      coupleId: await inviteBinh(),
      action: 'decline',
    });
    const coupleId = await inviteBinh();
    await reaches(anScreen, 1, binh, 'POST', '/api/couple/respond', 'couple', {
      coupleId,
      action: 'accept',
    });
    // Each screen reopens its stream when its couple changes, as the web app does.
    await Promise.all([anScreen.close(), binhScreen.close()]);
    anScreen = await streamOn(0, an.token);
    binhScreen = await streamOn(1, binh.token);
    await new Promise((r) => setTimeout(r, 200));

    // Memories: created, edited, favourited, reacted to, commented, deleted.
    const created = await reaches(binhScreen, 0, an, 'POST', '/api/memories', 'memories', {
      title: 'Hồ Xuân Hương',
      description: 'Đạp vịt lúc hoàng hôn',
      date: '2026-11-20',
      isPrivate: false,
    });
    const memoryId = (created as { memory: { id: string } }).memory.id;
    await reaches(binhScreen, 0, an, 'PUT', `/api/memories/${memoryId}`, 'memories', {
      title: 'Hồ Xuân Hương lúc sáng',
    });
    await reaches(binhScreen, 0, an, 'PATCH', `/api/memories/${memoryId}/favorite`, 'memories');
    await reaches(anScreen, 1, binh, 'PUT', `/api/memories/${memoryId}/reaction`, 'memories', {
      emoji: '❤️',
    });
    await reaches(anScreen, 1, binh, 'POST', `/api/memories/${memoryId}/comments`, 'memories', {
      content: 'Đẹp quá 😍',
    });

    // Blog: published, liked, commented.
    const post = await reaches(binhScreen, 0, an, 'POST', '/api/blog/posts', 'blog', {
      title: 'Nhật ký Đà Lạt',
      content: 'Sương sớm trên đồi thông.',
      privacy: 'couple',
    });
    const postId = (post as { post: { id: string } }).post.id;
    await reaches(binhScreen, 0, an, 'POST', `/api/blog/posts/${postId}/publish`, 'blog');
    await reaches(anScreen, 1, binh, 'POST', `/api/blog/posts/${postId}/like`, 'blog');
    await reaches(anScreen, 1, binh, 'POST', `/api/blog/posts/${postId}/comments`, 'blog', {
      content: 'Nhớ quá!',
    });

    // A reminder, the anniversary and a profile change.
    await reaches(binhScreen, 0, an, 'POST', '/api/reminders', 'reminders', {
      title: 'Kỷ niệm ngày cưới',
      datetime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      type: 'anniversary',
    });
    await reaches(anScreen, 1, binh, 'PUT', '/api/user/anniversary', 'couple', {
      anniversaryDate: '2024-02-29',
    });
    await reaches(anScreen, 1, binh, 'PUT', '/api/auth/profile', 'users', {
      displayName: 'Bình 🌸',
    });
    await reaches(binhScreen, 0, an, 'DELETE', `/api/memories/${memoryId}`, 'memories');

    // And the end of the couple reaches the one who did not end it.
    await reaches(binhScreen, 0, an, 'DELETE', '/api/couple/disconnect', 'couple');
    await Promise.all([anScreen.close(), binhScreen.close()]);
  });
});
