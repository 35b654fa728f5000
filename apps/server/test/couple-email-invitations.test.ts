import type { Couple, Invitation } from '@doita/shared';
import { describe, expect, it } from 'vitest';
import { accept, as, errorOf, invite } from './helpers/couple.js';
import { PUBLIC_URL, TEST_PASSWORD, describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestApp, TestUser } from './helpers/test-app.js';

/** The sign-up link's token, read from the mail the address received. */
async function invitationToken(ctx: TestApp, to: string): Promise<string> {
  const mail = await ctx.mail.waitFor(to);
  const link = /https?:\/\/\S+\/register\?\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no sign-up link in ${mail.text}`);
  const token = new URL(link).searchParams.get('invitation');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

const connectTo = (ctx: TestApp, from: TestUser, partnerEmail: string) =>
  as(ctx, from, 'POST', '/api/couple/connect', { partnerEmail });

const requestsOf = async (ctx: TestApp, user: TestUser) =>
  (await as(ctx, user, 'GET', '/api/couple/invitations')).json<{ requests: Invitation[] }>()
    .requests;

describeEachEngine('couple invitations by e-mail and their cancelling', (engine) => {
  const t = useTestApp(engine);

  describe('an address with no account', () => {
    it('answers exactly as for an account (no enumeration), and waits as my invitation', async () => {
      const a = await t().registerUser({ displayName: 'An' });
      const known = await t().registerUser({ displayName: 'Bình' });
      const knownRes = await connectTo(t(), a, known.email);
      const unknownEmail = t().uniqueEmail('nobody');
      const unknownRes = await connectTo(t(), a, unknownEmail);

      expect(unknownRes.statusCode).toBe(knownRes.statusCode);
      const shown = (c: Couple, email: string) => ({ ...c, id: 'x', createdAt: 'x', email });
      const knownCouple = knownRes.json<{ couple: Couple }>().couple;
      const unknownCouple = unknownRes.json<{ couple: Couple }>().couple;
      expect(shown(unknownCouple, '')).toEqual({
        ...shown(knownCouple, ''),
        user2: { ...knownCouple.user2, displayName: unknownEmail, email: unknownEmail },
      });
      expect(unknownCouple.user2).toEqual({
        id: '',
        displayName: unknownEmail,
        firstName: null,
        lastName: null,
        email: unknownEmail,
        avatarUrl: null,
      });
      // The newer invitation replaced the one to the account.
      expect(await requestsOf(t(), known)).toEqual([]);
      const mine = await as(t(), a, 'GET', '/api/couple/connection');
      expect(mine.json()).toEqual({ couple: unknownCouple });
    });

    it("mails a sign-up link in the inviter's language", async () => {
      const en = await t().registerUser({ displayName: 'Anh Tú', language: 'en' });
      const vi = await t().registerUser({ displayName: 'Chi', language: 'vi' });
      const [toEn, toVi] = [t().uniqueEmail('en'), t().uniqueEmail('vi')];
      await connectTo(t(), en, toEn);
      await connectTo(t(), vi, toVi);
      const english = await t().mail.waitFor(toEn);
      expect(english.subject).toBe('Anh Tú invited you to Đôi Ta');
      expect(english.text).toContain(`${PUBLIC_URL}/register?invitation=`);
      const vietnamese = await t().mail.waitFor(toVi);
      expect(vietnamese.subject).toBe('Chi mời bạn cùng dùng Đôi Ta');
    });

    it('signing up with that address: the invitation waits for them to accept', async () => {
      const a = await t().registerUser({ displayName: 'An' });
      const email = t().uniqueEmail('later');
      const sent = (await connectTo(t(), a, email)).json<{ couple: Couple }>().couple;
      const b = await t().registerUser({ email, displayName: 'Bình' });
      const [request] = await requestsOf(t(), b);
      expect(request).toMatchObject({ inviter: { id: a.user.id, displayName: 'An' } });
      expect(request!.id).not.toBe(sent.id);
      const bell = await as(t(), b, 'GET', '/api/notifications');
      expect(bell.json()).toMatchObject({
        notifications: [{ type: 'invitation_received', data: { actorName: 'An' } }],
      });
      const couple = await accept(t(), b, request!.id);
      expect(couple).toMatchObject({ status: 'accepted', user1: { id: a.user.id } });
    });

    it('signing up with the link under another address works once', async () => {
      const a = await t().registerUser({ displayName: 'An' });
      const email = t().uniqueEmail('invited');
      await connectTo(t(), a, email);
      const invitation = await invitationToken(t(), email);
      const b = await t().registerUser({ invitation });
      expect(await requestsOf(t(), b)).toHaveLength(1);
      const c = await t().registerUser({ invitation });
      expect(await requestsOf(t(), c)).toEqual([]);
      // Nor does the address itself get it now.
      const d = await t().registerUser({ email });
      expect(await requestsOf(t(), d)).toEqual([]);
    });

    it('expires after 14 days: no longer waiting, and signing up then finds nothing', async () => {
      const a = await t().registerUser();
      const email = t().uniqueEmail('late');
      await connectTo(t(), a, email);
      const invitation = await invitationToken(t(), email);
      t().clock.advance(14 * 24 * 3600 + 60);
      try {
        const signIn = await t().app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: a.email, password: TEST_PASSWORD },
        });
        const again = { ...a, token: signIn.json<{ token: string }>().token };
        expect((await as(t(), again, 'GET', '/api/couple/connection')).statusCode).toBe(404);
        const b = await t().registerUser({ email, invitation });
        expect(await requestsOf(t(), b)).toEqual([]);
      } finally {
        t().clock.reset();
      }
    });

    it('an unknown token does not stop the sign-up', async () => {
      const b = await t().registerUser({ invitation: 'not-a-token' });
      expect(await requestsOf(t(), b)).toEqual([]);
    });
  });

  describe('DELETE /api/couple/invitation', () => {
    it('withdraws my invitation to an account: gone for both', async () => {
      const [a, b] = [await t().registerUser(), await t().registerUser()];
      const sent = await invite(t(), a, b);
      const res = await as(t(), a, 'DELETE', '/api/couple/invitation');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Invitation cancelled' });
      expect((await as(t(), a, 'GET', '/api/couple/connection')).statusCode).toBe(404);
      expect(await requestsOf(t(), b)).toEqual([]);
      const late = await as(t(), b, 'POST', '/api/couple/respond', {
        coupleId: sent.id,
        action: 'accept',
      });
      expect(late.statusCode).toBe(404);
    });

    it('withdraws my invitation to an address: signing up later finds nothing', async () => {
      const a = await t().registerUser();
      const email = t().uniqueEmail('withdrawn');
      await connectTo(t(), a, email);
      const invitation = await invitationToken(t(), email);
      expect((await as(t(), a, 'DELETE', '/api/couple/invitation')).statusCode).toBe(200);
      expect((await as(t(), a, 'GET', '/api/couple/connection')).statusCode).toBe(404);
      const b = await t().registerUser({ email, invitation });
      expect(await requestsOf(t(), b)).toEqual([]);
    });

    it('is 404 when nothing waits, and for the invitee (it is not theirs)', async () => {
      const [a, b] = [await t().registerUser(), await t().registerUser()];
      const none = await as(t(), a, 'DELETE', '/api/couple/invitation');
      expect(none.statusCode).toBe(404);
      expect(errorOf(none).code).toBe('NOT_FOUND');
      await invite(t(), a, b);
      expect((await as(t(), b, 'DELETE', '/api/couple/invitation')).statusCode).toBe(404);
      expect(await requestsOf(t(), b)).toHaveLength(1);
    });

    it('does not end a connected couple', async () => {
      const [a, b] = [await t().registerUser(), await t().registerUser()];
      await accept(t(), b, (await invite(t(), a, b)).id);
      expect((await as(t(), a, 'DELETE', '/api/couple/invitation')).statusCode).toBe(404);
      const mine = await as(t(), a, 'GET', '/api/couple/connection');
      expect(mine.json<{ couple: Couple }>().couple.status).toBe('accepted');
    });
  });
});
