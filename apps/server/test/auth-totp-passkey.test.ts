import type { PasskeyLoginOptions, PasskeyRegistrationOptions } from '@doita/shared';
import { totpCode } from '@doita/shared';
import { expect, it } from 'vitest';
import { createSoftAuthenticator } from './helpers/soft-authenticator.js';
import {
  PUBLIC_URL,
  TEST_PASSWORD,
  authHeader,
  describeEachEngine,
  useTestApp,
} from './helpers/test-app.js';

describeEachEngine('two-step and passkeys', (engine) => {
  const t = useTestApp(engine);
  const device = createSoftAuthenticator(PUBLIC_URL);
  const post = (url: string, token: string | null, payload?: object) =>
    t().app.inject({
      method: 'POST',
      url,
      headers: token ? authHeader(token) : {},
      ...(payload ? { payload } : {}),
    });

  it('a passkey sign-in counts as both steps: no code asked, while the password asks one', async () => {
    const user = await t().registerUser();
    const { secret } = (await post('/api/auth/totp/setup', user.token)).json<{ secret: string }>();
    const code = await totpCode(secret, t().clock.now().getTime());
    expect((await post('/api/auth/totp/enable', user.token, { code })).statusCode).toBe(200);

    const registration = (
      await post('/api/auth/passkeys/register/options', user.token, { password: user.password })
    ).json<PasskeyRegistrationOptions>();
    const { credential, response } = device.register(registration);
    expect((await post('/api/auth/passkeys/register', user.token, { response })).statusCode).toBe(
      201,
    );

    const options = (
      await post('/api/auth/passkeys/login/options', null)
    ).json<PasskeyLoginOptions>();
    const signedIn = await post('/api/auth/passkeys/login', null, {
      response: device.authenticate(credential, options),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toHaveProperty('token');
    expect(signedIn.json()).not.toHaveProperty('totpRequired');

    const password = await post('/api/auth/login', null, {
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(password.json()).toMatchObject({ totpRequired: true });
  });
});
