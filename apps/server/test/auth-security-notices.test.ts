import type { PasskeyRegistrationOptions } from '@doita/shared';
import { totpCode } from '@doita/shared';
import { expect, it } from 'vitest';
import type { CaughtMail } from './helpers/mail-catcher.js';
import { createSoftAuthenticator } from './helpers/soft-authenticator.js';
import { PUBLIC_URL, authHeader, describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestApp, TestUser } from './helpers/test-app.js';

const NOTICE = /how you sign in has changed|cách đăng nhập vào tài khoản của bạn vừa thay đổi/;
const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** the notices `user` got so far, waiting for the `count`th to arrive */
async function notices(ctx: TestApp, user: TestUser, count: number): Promise<CaughtMail[]> {
  const started = Date.now();
  for (;;) {
    const found = ctx.mail.to(user.email).filter((m) => NOTICE.test(m.subject));
    if (found.length >= count) return found;
    if (Date.now() - started > 10_000)
      throw new Error(`${found.length} notices for ${user.email}, not ${count}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Every change to how an account signs in is told to its owner by e-mail as it happens, in
 * their language and time zone, with the way to their account page: a passkey added, the
 * password changed or reset, two-step turned on or off.
 */
describeEachEngine('security notices by e-mail', (engine) => {
  const t = useTestApp(engine);
  const device = createSoftAuthenticator(PUBLIC_URL);
  const call = (method: 'POST' | 'PUT', url: string, token: string | null, payload?: object) =>
    t().app.inject({
      method,
      url,
      headers: { 'user-agent': MAC_CHROME, ...(token ? authHeader(token) : {}) },
      ...(payload ? { payload } : {}),
    });

  it('tells of a passkey added, with its name, where it came from and when, in Vietnamese', async () => {
    const ctx = t();
    const user = await ctx.registerUser({ language: 'vi' });
    await call('PUT', '/api/user/preferences', user.token, { timeZone: 'Asia/Ho_Chi_Minh' });
    const options = (
      await call('POST', '/api/auth/passkeys/register/options', user.token, {
        password: user.password,
      })
    ).json<PasskeyRegistrationOptions>();
    const { response } = device.register(options);
    const name = 'Điện thoại <b>của</b> Lan';
    const before = ctx.clock.now();
    const added = await call('POST', '/api/auth/passkeys/register', user.token, {
      response,
      name,
    });
    expect(added.statusCode, added.body).toBe(201);

    const [mail] = await notices(ctx, user, 1);
    expect(mail!.subject).toBe('Đôi Ta: cách đăng nhập vào tài khoản của bạn vừa thay đổi');
    expect(mail!.text).toContain(`Khóa truy cập “${name}” vừa được thêm`);
    expect(mail!.text).toContain('(Chrome · macOS)');
    expect(mail!.text).toContain(`${PUBLIC_URL}/profile?tab=account`);
    // the time as the owner reads it: Ho Chi Minh City's, seven hours ahead; the minute of
    // the request or the one after, since the clock may turn while it is answered
    const shown = [before, ctx.clock.now()].map((at) => {
      const local = new Date(at.getTime() + 7 * 3_600_000);
      const hour = String(local.getUTCHours()).padStart(2, '0');
      const minute = String(local.getUTCMinutes()).padStart(2, '0');
      return `lúc ${hour}:${minute} (GMT+7) ngày `;
    });
    expect(
      shown.some((text) => mail!.text.includes(text)),
      mail!.text,
    ).toBe(true);
    // the name is shown as typed, never as markup
    expect(mail!.html).not.toContain('<b>của</b>');
    expect(mail!.html).toContain('&#60;b&#62;');
  });

  it('tells of the password changed and reset, and of two-step on and off, in English', async () => {
    const ctx = t();
    const user = await ctx.registerUser({ language: 'en' });
    const changed = await call('PUT', '/api/auth/change-password', user.token, {
      currentPassword: user.password,
      newPassword: 'Another-Pass-1',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const token = changed.json<{ token: string }>().token;
    expect((await notices(ctx, user, 1))[0]!.text).toContain('your password was changed.');

    const setup = await call('POST', '/api/auth/totp/setup', token);
    const { secret } = setup.json<{ secret: string }>();
    const code = await totpCode(secret, ctx.clock.now().getTime());
    expect((await call('POST', '/api/auth/totp/enable', token, { code })).statusCode).toBe(200);
    expect((await notices(ctx, user, 2))[1]!.text).toContain('two-step sign-in was turned on:');
    const off = await call('POST', '/api/auth/totp/disable', token, { password: 'Another-Pass-1' });
    expect(off.statusCode, off.body).toBe(200);
    expect((await notices(ctx, user, 3))[2]!.text).toContain('two-step sign-in was turned off:');
    // turning it off again changes nothing, and tells nothing
    const again = await call('POST', '/api/auth/totp/disable', token, {
      password: 'Another-Pass-1',
    });
    expect(again.statusCode, again.body).toBe(200);

    // the reset by e-mail: its own mail first, then the notice once it is used
    await call('POST', '/api/auth/forgot-password', null, { email: user.email });
    const resetMail = await ctx.mail.waitFor(user.email, /Reset your/);
    const resetToken = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(resetMail.text)?.[1];
    const reset = await call('POST', '/api/auth/reset-password', null, {
      token: resetToken,
      newPassword: 'Third-Pass-1',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const all = await notices(ctx, user, 4);
    expect(all[3]!.subject).toBe('Đôi Ta: how you sign in has changed');
    expect(all[3]!.text).toContain('your password was reset by e-mail.');
    expect(all[3]!.text).toContain('If not, open your account');
    // a wrong password tells nothing: nothing changed
    await call('PUT', '/api/auth/change-password', token, {
      currentPassword: 'Not-It-1',
      newPassword: 'Fourth-Pass-1',
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(ctx.mail.to(user.email).filter((m) => NOTICE.test(m.subject))).toHaveLength(4);
  });
});
