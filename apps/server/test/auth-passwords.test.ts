import { expect, it } from 'vitest';
import type { TestApp, TestUser } from './helpers/test-app.js';
import {
  PUBLIC_URL,
  TEST_PASSWORD,
  authHeader,
  describeEachEngine,
  useTestApp,
} from './helpers/test-app.js';

const NEW_PASSWORD = 'Brand-New-Pass-7';

interface Pair {
  token: string;
  refreshToken: string;
}

async function resetLinkToken(ctx: TestApp, email: string, nth = 1): Promise<string> {
  const started = Date.now();
  for (;;) {
    const mails = ctx.mail.to(email).filter((m) => /password|mật khẩu/i.test(m.subject));
    const mail = mails[nth - 1];
    if (mail) {
      const match = new RegExp(`${PUBLIC_URL}/reset-password\\?token=([A-Za-z0-9_-]+)`).exec(
        mail.text,
      );
      if (!match?.[1]) throw new Error(`no reset link in: ${mail.text}`);
      return match[1];
    }
    if (Date.now() - started > 10_000) throw new Error(`no reset mail #${nth} for ${email}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describeEachEngine('change password', (engine) => {
  const t = useTestApp(engine);
  const changePassword = (
    user: TestUser,
    body: Record<string, unknown>,
    url = '/api/auth/change-password',
  ) => t().app.inject({ method: 'PUT', url, headers: authHeader(user.token), payload: body });
  const login = (email: string, password: string) =>
    t().app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('refuses a wrong current password with 400 INVALID_CURRENT_PASSWORD', async () => {
    const user = await t().registerUser();
    const res = await changePassword(user, {
      currentPassword: 'Not-It-123',
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'INVALID_CURRENT_PASSWORD',
      message: 'Current password is incorrect',
    });
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it.each(['/api/auth/change-password', '/api/user/change-password'])(
    '%s changes it, ends every other session and hands back a fresh pair',
    async (url) => {
      const user = await t().registerUser();
      const otherDevice = (await login(user.email, TEST_PASSWORD)).json<Pair>();
      const res = await changePassword(
        user,
        {
          currentPassword: TEST_PASSWORD,
          newPassword: NEW_PASSWORD,
          refreshToken: user.refreshToken,
        },
        url,
      );
      expect(res.statusCode).toBe(200);
      const fresh = res.json<Pair & { message: string }>();
      expect(fresh.message).toBe('Password changed successfully');

      const me = (token: string) =>
        t().app.inject({ method: 'GET', url: '/api/user/me', headers: authHeader(token) });
      const refresh = (refreshToken: string) =>
        t().app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
      // The other device: its refresh token is revoked and its access token retired at once.
      expect((await refresh(otherDevice.refreshToken)).statusCode).toBe(401);
      expect((await me(otherDevice.token)).statusCode).toBe(401);
      // The caller's old pair is replaced by the fresh one.
      expect((await me(user.token)).statusCode).toBe(401);
      expect((await me(fresh.token)).statusCode).toBe(200);
      expect((await refresh(fresh.refreshToken)).statusCode).toBe(200);

      expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
      expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    },
  );

  it('keeps "remember me" of the session that changed the password', async () => {
    const { clock, app, registerUser } = t();
    const user = await registerUser({ rememberMe: true });
    const fresh = (
      await changePassword(user, {
        currentPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
        refreshToken: user.refreshToken,
      })
    ).json<Pair>();
    try {
      clock.advance(2 * 24 * 3600);
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refreshToken: fresh.refreshToken },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      clock.reset();
    }
  });

  it('validates the new password with the strength rule', async () => {
    const user = await t().registerUser();
    const res = await changePassword(user, { currentPassword: TEST_PASSWORD, newPassword: 'weak' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      errors: [{ field: 'newPassword', code: 'validation.passwordRule' }],
    });
  });
});

describeEachEngine('forgot and reset password', (engine) => {
  const t = useTestApp(engine);
  const forgot = (email: string) =>
    t().app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const reset = (token: string, newPassword = NEW_PASSWORD) =>
    t().app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword },
    });

  it('answers an existing and an unknown e-mail with the same status and body', async () => {
    const user = await t().registerUser();
    const known = await forgot(user.email);
    const unknown = await forgot(t().uniqueEmail('nobody'));
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({
      message: 'If an account exists for this email, a password reset link has been sent',
    });
  });

  it('sends nothing for an unknown e-mail', async () => {
    const email = t().uniqueEmail('nobody');
    await forgot(email);
    await t().app.background.drain();
    expect(t().mail.to(email)).toEqual([]);
  });

  it('mails a single-use link that sets the password and ends every session', async () => {
    const ctx = t();
    const user = await ctx.registerUser();
    await forgot(user.email);
    const token = await resetLinkToken(ctx, user.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits

    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Password has been reset. Please sign in with your new password',
    });

    const again = await reset(token, 'Yet-Another-Pass-8');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'INVALID_TOKEN',
      message: 'This link is invalid or has expired',
    });

    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: user.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: authHeader(user.token),
    });
    expect(me.statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: NEW_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    // Following the link proved the mailbox.
    expect(login.json()).toMatchObject({ user: { isEmailVerified: true } });
  });

  it('refuses a link older than 60 minutes', async () => {
    const ctx = t();
    const user = await ctx.registerUser();
    await forgot(user.email);
    const token = await resetLinkToken(ctx, user.email);
    try {
      ctx.clock.advance(61 * 60);
      expect((await reset(token)).statusCode).toBe(400);
    } finally {
      ctx.clock.reset();
    }
  });

  it('accepts a link at 59 minutes', async () => {
    const ctx = t();
    const user = await ctx.registerUser();
    await forgot(user.email);
    const token = await resetLinkToken(ctx, user.email);
    try {
      ctx.clock.advance(59 * 60);
      expect((await reset(token)).statusCode).toBe(200);
    } finally {
      ctx.clock.reset();
    }
  });

  it('retires an older link when a newer one is sent', async () => {
    const ctx = t();
    const user = await ctx.registerUser();
    await forgot(user.email);
    const first = await resetLinkToken(ctx, user.email, 1);
    await forgot(user.email);
    const second = await resetLinkToken(ctx, user.email, 2);
    expect((await reset(first)).statusCode).toBe(400);
    expect((await reset(second)).statusCode).toBe(200);
  });

  it('refuses made-up and verify-email tokens', async () => {
    const ctx = t();
    const user = await ctx.registerUser();
    const verifyMail = await ctx.mail.waitFor(user.email, /email|e-mail/i);
    const verifyToken = /token=([A-Za-z0-9_-]+)/.exec(verifyMail.text)?.[1] ?? '';
    expect((await reset(verifyToken)).statusCode).toBe(400);
    expect((await reset('A'.repeat(43))).statusCode).toBe(400);
  });

  it('writes the mail in the account language', async () => {
    const ctx = t();
    const vi = await ctx.registerUser();
    const en = await ctx.registerUser({ language: 'en' });
    await forgot(vi.email);
    await forgot(en.email);
    expect((await ctx.mail.waitFor(vi.email, /mật khẩu/)).subject).toBe('Đặt lại mật khẩu Đôi Ta');
    const english = await ctx.mail.waitFor(en.email, /password/);
    expect(english.subject).toBe('Reset your Đôi Ta password');
    expect(english.text).toContain('60 minutes');
  });

  it('sends at most 3 reset mails an hour to one account, still answering alike', async () => {
    const ctx = t();
    const user = await ctx.registerUser();
    for (let i = 0; i < 5; i++) expect((await forgot(user.email)).statusCode).toBe(200);
    await ctx.app.background.drain();
    expect(ctx.mail.to(user.email).filter((m) => /mật khẩu/.test(m.subject))).toHaveLength(3);
  });
});
