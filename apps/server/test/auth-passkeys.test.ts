import type {
  Passkey,
  PasskeyLoginOptions,
  PasskeyRegistrationOptions,
  PasskeysResponse,
} from '@doita/shared';
import { eq } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { passkeys } from '../src/db/schema.js';
import { createSoftAuthenticator } from './helpers/soft-authenticator.js';
import type { Overrides, SoftCredential } from './helpers/soft-authenticator.js';
import { PUBLIC_URL, authHeader, describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestUser } from './helpers/test-app.js';

describeEachEngine('passkeys', (engine) => {
  const t = useTestApp(engine);
  const device = createSoftAuthenticator(PUBLIC_URL);
  afterEach(() => t().clock.reset());

  const post = (url: string, token: string | null, payload?: object, remoteAddress?: string) =>
    t().app.inject({
      method: 'POST',
      url: `/api/auth/passkeys${url}`,
      headers: token ? authHeader(token) : {},
      ...(payload ? { payload } : {}),
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  async function addPasskey(user: TestUser, name?: string, overrides: Overrides = {}) {
    const options = (
      await post('/register/options', user.token, { password: user.password })
    ).json<PasskeyRegistrationOptions>();
    const { credential, response } = device.register(options, overrides);
    const res = await post('/register', user.token, { response, ...(name ? { name } : {}) });
    return { credential, res, options };
  }

  const loginOptions = async () => (await post('/login/options', null)).json<PasskeyLoginOptions>();

  async function signIn(credential: SoftCredential, overrides: Overrides = {}, address?: string) {
    const options = await loginOptions();
    const response = device.authenticate(credential, options, overrides);
    return post('/login', null, { response }, address);
  }

  const list = (token: string) =>
    t().app.inject({ method: 'GET', url: '/api/auth/passkeys', headers: authHeader(token) });

  it('adds a discoverable passkey and signs in with it, answering as a password sign-in', async () => {
    const user = await t().registerUser();
    const options = (
      await post('/register/options', user.token, { password: user.password })
    ).json<PasskeyRegistrationOptions>();
    expect(options.rp.id).toBe('doita.test');
    expect(options.authenticatorSelection?.residentKey).toBe('required');
    expect(options.user.name).toBe(user.email);

    const { credential, response } = device.register(options);
    const added = await post('/register', user.token, { response, name: 'Điện thoại của Lan' });
    expect(added.statusCode).toBe(201);
    expect(added.json<{ passkey: Passkey }>().passkey).toMatchObject({
      name: 'Điện thoại của Lan',
      deviceType: 'multiDevice',
      backedUp: true,
      lastUsedAt: null,
    });

    const login = await loginOptions();
    expect(login.allowCredentials ?? []).toEqual([]);
    expect(login.userVerification).toBe('preferred');
    const res = await post('/login', null, { response: device.authenticate(credential, login) });
    expect(res.statusCode).toBe(200);
    const body = res.json<TestUser>();
    expect(Object.keys(body).sort()).toEqual(['refreshToken', 'token', 'user']);
    expect(body.user.id).toBe(user.user.id);
    const me = await t().app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: authHeader(body.token),
    });
    expect(me.json<{ user: { email: string } }>().user.email).toBe(user.email);
    // a session like any other: it refreshes
    const refreshed = await t().app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: body.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);

    const [listed] = (await list(user.token)).json<PasskeysResponse>().passkeys;
    expect(listed?.lastUsedAt).toEqual(expect.any(String));
  });

  it('keeps several passkeys per account, named after the browser when unnamed, newest first', async () => {
    const user = await t().registerUser();
    await addPasskey(user, 'Laptop');
    t().clock.advance(60);
    const options = (
      await post('/register/options', user.token, { password: user.password })
    ).json<PasskeyRegistrationOptions>();
    // the first one is excluded: the same authenticator is not added twice
    expect(options.excludeCredentials).toHaveLength(1);
    const { response } = device.register(options);
    const second = await t().app.inject({
      method: 'POST',
      url: '/api/auth/passkeys/register',
      headers: {
        ...authHeader(user.token),
        'user-agent':
          'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      },
      payload: { response },
    });
    expect(second.json<{ passkey: Passkey }>().passkey.name).toBe('Chrome · macOS');
    const names = (await list(user.token)).json<PasskeysResponse>().passkeys.map((p) => p.name);
    expect(names).toEqual(['Chrome · macOS', 'Laptop']);
  });

  it('renames and removes a passkey; a removed one no longer signs in, the password still does', async () => {
    const user = await t().registerUser();
    const { credential, res } = await addPasskey(user, 'Old name');
    const id: string = res.json<{ passkey: Passkey }>().passkey.id;
    const renamed = await t().app.inject({
      method: 'PATCH',
      url: `/api/auth/passkeys/${id}`,
      headers: authHeader(user.token),
      payload: { name: '  Máy tính ở nhà  ' },
    });
    expect(renamed.json<{ passkey: Passkey }>().passkey.name).toBe('Máy tính ở nhà');
    const removed = await t().app.inject({
      method: 'DELETE',
      url: `/api/auth/passkeys/${id}`,
      headers: authHeader(user.token),
    });
    expect(removed.statusCode).toBe(200);
    expect((await list(user.token)).json<PasskeysResponse>().passkeys).toEqual([]);
    const refused = await signIn(credential);
    expect(refused.statusCode).toBe(401);
    expect(refused.json<{ code: string }>().code).toBe('PASSKEY_NOT_ACCEPTED');
    const password = await t().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(password.statusCode).toBe(200);
  });

  it("a stranger cannot list, rename or remove another person's passkey: 404, nothing changes", async () => {
    const owner = await t().registerUser();
    const stranger = await t().registerUser();
    const { res } = await addPasskey(owner, 'Mine');
    const id: string = res.json<{ passkey: Passkey }>().passkey.id;
    expect((await list(stranger.token)).json<PasskeysResponse>().passkeys).toEqual([]);
    for (const method of ['PATCH', 'DELETE'] as const) {
      const attempt = await t().app.inject({
        method,
        url: `/api/auth/passkeys/${id}`,
        headers: authHeader(stranger.token),
        ...(method === 'PATCH' ? { payload: { name: 'Theirs now' } } : {}),
      });
      expect(attempt.statusCode).toBe(404);
    }
    expect((await list(owner.token)).json<PasskeysResponse>().passkeys).toMatchObject([
      { id, name: 'Mine' },
    ]);
    expect((await list(stranger.token)).statusCode).toBe(200);
    expect((await post('/register/options', null)).statusCode).toBe(401);
  });

  it('refuses a replayed sign-in: the challenge is taken once, and an old counter is refused', async () => {
    const user = await t().registerUser();
    const { credential } = await addPasskey(user);
    const options = await loginOptions();
    const response = device.authenticate(credential, options);
    expect((await post('/login', null, { response })).statusCode).toBe(200);
    const replay = await post('/login', null, { response });
    expect(replay.statusCode).toBe(401);
    // a fresh challenge signed with a counter that did not move (a cloned authenticator)
    const cloned = await signIn(credential, { counter: credential.counter });
    expect(cloned.statusCode).toBe(401);
    expect((await signIn(credential)).statusCode).toBe(200);
  });

  it('refuses an expired challenge, one of the other ceremony, and one never issued', async () => {
    const user = await t().registerUser();
    const { credential } = await addPasskey(user);
    const options = await loginOptions();
    t().clock.advance(5 * 60 + 1);
    const late = await post('/login', null, { response: device.authenticate(credential, options) });
    expect(late.statusCode).toBe(401);
    t().clock.reset();
    const registration = (
      await post('/register/options', user.token, { password: user.password })
    ).json<PasskeyRegistrationOptions>();
    const crossed = await post('/login', null, {
      response: device.authenticate(credential, { challenge: registration.challenge }),
    });
    expect(crossed.statusCode).toBe(401);
    expect((await signIn(credential, { challenge: 'bm90LWlzc3VlZC1ieS11cw' })).statusCode).toBe(
      401,
    );
    // an expired registration challenge adds nothing either
    const regOptions = (
      await post('/register/options', user.token, { password: user.password })
    ).json<PasskeyRegistrationOptions>();
    t().clock.advance(5 * 60 + 1);
    const lateAdd = await post('/register', user.token, {
      response: device.register(regOptions).response,
    });
    expect(lateAdd.statusCode).toBe(400);
    expect(lateAdd.json<{ code: string }>().code).toBe('PASSKEY_REJECTED');
  });

  it('refuses a ceremony from another origin or for another site', async () => {
    const user = await t().registerUser();
    const phished = await addPasskey(user, undefined, {
      origin: 'https://doita.test.evil.example',
    });
    expect(phished.res.statusCode).toBe(400);
    const otherSite = await addPasskey(user, undefined, { rpId: 'evil.example' });
    expect(otherSite.res.statusCode).toBe(400);
    const { credential } = await addPasskey(user);
    expect((await signIn(credential, { origin: 'https://evil.example' })).statusCode).toBe(401);
    expect((await signIn(credential, { rpId: 'evil.example' })).statusCode).toBe(401);
    expect((await list(user.token)).json<PasskeysResponse>().passkeys).toHaveLength(1);
  });

  it("refuses a registration challenge issued to someone else, and another account's passkey said to be mine", async () => {
    const lan = await t().registerUser();
    const minh = await t().registerUser();
    const forLan = (
      await post('/register/options', lan.token, { password: lan.password })
    ).json<PasskeyRegistrationOptions>();
    const { response } = device.register(forLan);
    const stolen = await post('/register', minh.token, { response });
    expect(stolen.statusCode).toBe(400);
    // Lan's passkey presented with Minh's user handle signs in as no one
    const { credential } = await addPasskey(lan);
    const minhHandle = Buffer.from(minh.user.id).toString('base64url');
    const forged = await signIn({ ...credential, userHandle: minhHandle });
    expect(forged.statusCode).toBe(401);
    expect(forged.json<{ code: string }>().code).toBe('PASSKEY_NOT_ACCEPTED');
  });

  it('counts failed passkey sign-ins against the address, with failed passwords', async () => {
    const user = await t().registerUser();
    const { credential } = await addPasskey(user);
    const address = '203.0.113.9';
    for (let i = 0; i < 20; i++) {
      const res = await signIn(credential, { origin: 'https://evil.example' }, address);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await signIn(credential, {}, address);
    expect(blocked.statusCode).toBe(429);
    const password = await t().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: address,
    });
    expect(password.statusCode).toBe(429);
    expect((await signIn(credential, {}, '198.51.100.7')).statusCode).toBe(200);
  });

  it('adds a passkey only with the password: a session alone cannot, and guesses lock as at sign-in', async () => {
    const user = await t().registerUser();
    const missing = await post('/register/options', user.token, {});
    expect(missing.statusCode).toBe(422);
    const wrong = await post('/register/options', user.token, { password: 'Not-The-One-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ code: string }>().code).toBe('INVALID_CURRENT_PASSWORD');
    // a right password clears the wrong one: four more wrong, then the fifth locks
    expect((await addPasskey(user)).res.statusCode).toBe(201);
    for (let i = 0; i < 5; i += 1)
      expect(
        (await post('/register/options', user.token, { password: `Guess-${i}-x` })).statusCode,
      ).toBe(400);
    const locked = await post('/register/options', user.token, { password: user.password });
    expect(locked.statusCode).toBe(429);
    // the same tally as the sign-in page: the account's sign-in is locked too
    const signIn = await t().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(signIn.statusCode).toBe(429);
    // and changing the password from a session counts there as well
    const change = await t().app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: authHeader(user.token),
      payload: { currentPassword: user.password, newPassword: 'Another-Pass-1' },
    });
    expect(change.statusCode).toBe(429);
    // the window over, the same person signs in again and adds one (the old access token
    // has expired by then too)
    t().clock.advance(15 * 60 + 1);
    const again = await t().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(again.statusCode).toBe(200);
    const token = again.json<{ token: string }>().token;
    expect((await addPasskey({ ...user, token })).res.statusCode).toBe(201);
    expect((await list(token)).json<PasskeysResponse>().passkeys).toHaveLength(2);
  });

  it('deleting the account removes its passkeys', async () => {
    const user = await t().registerUser();
    await addPasskey(user);
    const removed = await t().app.inject({
      method: 'DELETE',
      url: '/api/user/me',
      headers: authHeader(user.token),
      payload: { password: user.password },
    });
    expect(removed.statusCode).toBe(200);
    const rows = await t()
      .database.db.select()
      .from(passkeys)
      .where(eq(passkeys.userId, user.user.id));
    expect(rows).toEqual([]);
  });
});
