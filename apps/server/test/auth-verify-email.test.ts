import { expect, it } from 'vitest';
import type { TestApp } from './helpers/test-app.js';
import { PUBLIC_URL, authHeader, describeEachEngine, useTestApp } from './helpers/test-app.js';

function verifyTokens(ctx: TestApp, email: string): string[] {
  return ctx.mail
    .to(email)
    .map((m) => new RegExp(`${PUBLIC_URL}/verify-email\\?token=([A-Za-z0-9_-]+)`).exec(m.text)?.[1])
    .filter((token): token is string => Boolean(token));
}

describeEachEngine('verify e-mail', (engine) => {
  const t = useTestApp(engine);
  const verify = (token: string) =>
    t().app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  const me = async (token: string) =>
    (
      await t().app.inject({ method: 'GET', url: '/api/user/me', headers: authHeader(token) })
    ).json<{
      user: { isEmailVerified: boolean };
    }>().user;
  const resend = (token: string) =>
    t().app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      headers: authHeader(token),
    });

  it('marks the address verified with the link from the sign-up mail, once', async () => {
    const ctx = t();
    const user = await ctx.registerUser();
    await ctx.mail.waitFor(user.email);
    const [token] = verifyTokens(ctx, user.email);
    expect(await me(user.token)).toMatchObject({ isEmailVerified: false });

    const res = await verify(token ?? '');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Email verified successfully' });
    expect(await me(user.token)).toMatchObject({ isEmailVerified: true });

    const again = await verify(token ?? '');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'INVALID_TOKEN',
      message: 'This link is invalid or has expired',
    });
  });

  it('refuses a link older than 60 minutes', async () => {
    const ctx = t();
    const user = await ctx.registerUser();
    await ctx.mail.waitFor(user.email);
    const [token] = verifyTokens(ctx, user.email);
    try {
      ctx.clock.advance(60 * 60 + 1);
      expect((await verify(token ?? '')).statusCode).toBe(400);
    } finally {
      ctx.clock.reset();
    }
    expect(await me(user.token)).toMatchObject({ isEmailVerified: false });
  });

  it('re-sends a fresh link that retires the old one', async () => {
    const ctx = t();
    const user = await ctx.registerUser({ language: 'en' });
    await ctx.mail.waitFor(user.email);
    const res = await resend(user.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Verification email sent' });
    await ctx.app.background.drain();
    const [first, second] = verifyTokens(ctx, user.email);
    expect(ctx.mail.to(user.email)[1]?.subject).toBe('Verify your Đôi Ta e-mail');
    expect((await verify(first ?? '')).statusCode).toBe(400);
    expect((await verify(second ?? '')).statusCode).toBe(200);
    expect((await resend(user.token)).json()).toEqual({ message: 'Email is already verified' });
  });

  it('limits re-sending to 3 mails an hour (429 with Retry-After)', async () => {
    const ctx = t();
    const user = await ctx.registerUser();
    expect((await resend(user.token)).statusCode).toBe(200);
    expect((await resend(user.token)).statusCode).toBe(200);
    await ctx.app.background.drain(); // the sign-up mail and two re-sends: 3
    const res = await resend(user.token);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
  });

  it('refuses a token of the wrong shape with 422', async () => {
    expect((await verify('short')).statusCode).toBe(422);
  });
});
