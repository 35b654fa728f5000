import { randomBytes } from 'node:crypto';
import type { AuthResponse, Memory } from '@doita/shared';
import { describe, expect, it } from 'vitest';
import { accept, as, invite } from './helpers/couple.js';
import { uploadImage } from './helpers/images.js';
import { createMemory } from './helpers/memories.js';
import { TEST_PASSWORD, authHeader } from './helpers/test-app.js';
import type { AppOnly, TestUser } from './helpers/test-app.js';
import { twoServersAdminUrl, useTwoServers } from './helpers/two-servers.js';

/**
 * Two servers on one PostgreSQL and one storage: a file URL handed out by one and ended
 * through the other (trash, sign-out) answers 404 on both within a minute: serving asks the
 * database, which both share, and trusts its answer for less than that.
 */
describe.skipIf(!twoServersAdminUrl)('file URLs across two servers on one PostgreSQL', () => {
  const { apps, clock } = useTwoServers('files')();
  const server = (i: number): AppOnly => ({ app: apps[i]! });
  const tag = randomBytes(3).toString('hex');

  const register = async (who: string): Promise<TestUser> => {
    const email = `${who}-${tag}@example.com`;
    const res = await apps[0]!.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: TEST_PASSWORD, displayName: who },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { ...res.json<AuthResponse>(), email, password: TEST_PASSWORD };
  };
  /** the memory's photo URLs as `user` is handed them by server `i` */
  const photoUrls = async (i: number, user: TestUser, memoryId: string) => {
    const res = await as(server(i), user, 'GET', `/api/memories/${memoryId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ memory: Memory }>().memory.images[0]!.renditions.map((r) => r.url);
  };
  const statusOn = async (i: number, url: string) =>
    (await apps[i]!.inject({ method: 'GET', url })).statusCode;
  const expectOnBoth = async (urls: string[], code: number) => {
    for (const url of urls) for (const i of [0, 1]) expect(await statusOn(i, url), url).toBe(code);
  };

  it('ended through server A (trash, sign-out), a URL handed out by A answers 404 on B', async () => {
    const an = await register('an');
    const binh = await register('binh');
    await accept(server(1), binh, (await invite(server(0), an, binh)).id);
    const photo = await uploadImage(server(0), an);
    const memory = await createMemory(server(0), an, { images: [photo.id] });
    const ansUrls = await photoUrls(0, an, memory.id);
    const binhsUrls = await photoUrls(1, binh, memory.id);
    await expectOnBoth([...ansUrls, ...binhsUrls], 200);

    // Bình signs out through server A: the URLs server B handed to Bình end on both.
    const out = await apps[0]!.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: authHeader(binh.token),
      payload: { refreshToken: binh.refreshToken },
    });
    expect(out.statusCode, out.body).toBe(200);
    clock.advance(60);
    await expectOnBoth(binhsUrls, 404);
    await expectOnBoth(ansUrls, 200);

    // An moves the memory to the trash through server A: An's URLs end on B too.
    expect((await as(server(0), an, 'DELETE', `/api/memories/${memory.id}`)).statusCode).toBe(200);
    clock.advance(60);
    await expectOnBoth(ansUrls, 404);
  });
});
