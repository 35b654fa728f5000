import type { Couple, Invitation } from '@doita/shared';
import { describe, expect, it } from 'vitest';
import { SPEC_ERRORS, accept, as, connectedPair, errorOf, invite } from './helpers/couple.js';
import { PUBLIC_URL, describeEachEngine, useTestApp } from './helpers/test-app.js';

describeEachEngine('couple connection', (engine) => {
  const t = useTestApp(engine);

  describe('GET /api/couple/connection', () => {
    it('is 404 with no couple and no invitation sent', async () => {
      const lone = await t().registerUser();
      const res = await as(t(), lone, 'GET', '/api/couple/connection');
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe('NOT_FOUND');
    });

    it('shows my sent invitation as pending, to me only', async () => {
      const a = await t().registerUser({ displayName: 'An', firstName: 'An', lastName: 'Lê' });
      const b = await t().registerUser({ displayName: 'Bình' });
      const sent = await invite(t(), a, b, { anniversaryDate: '2020-02-29' });
      expect(sent).toMatchObject({
        status: 'pending',
        invitedById: a.user.id,
        user1: {
          id: a.user.id,
          displayName: 'An',
          firstName: 'An',
          lastName: 'Lê',
          email: a.email,
        },
        // Until they accept, the invitee is the address I typed: no name, no account id.
        user2: { id: '', displayName: b.email, email: b.email, avatarUrl: null },
        anniversaryDate: '2020-02-29',
        connectedAt: null,
      });
      const mine = await as(t(), a, 'GET', '/api/couple/connection');
      expect(mine.json()).toEqual({ couple: sent });
      // The invitee sees it among the invitations, not as a connection.
      expect((await as(t(), b, 'GET', '/api/couple/connection')).statusCode).toBe(404);
    });
  });

  describe('POST /api/couple/connect', () => {
    it('refuses my own e-mail, in any case: 400 Cannot connect to yourself', async () => {
      const a = await t().registerUser();
      const res = await as(t(), a, 'POST', '/api/couple/connect', {
        partnerEmail: ` ${a.email.toUpperCase()} `,
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toEqual(SPEC_ERRORS.self);
    });

    it('answers an e-mail with no account like any other (test/couple-email-invitations)', async () => {
      const a = await t().registerUser();
      const res = await as(t(), a, 'POST', '/api/couple/connect', {
        partnerEmail: 'nobody-at-all@example.com',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ couple: Couple }>().couple.status).toBe('pending');
    });

    it.each([
      [{ partnerEmail: 'not-an-email' }, 'partnerEmail', 'validation.email'],
      [{}, 'partnerEmail', 'validation.required'],
      [
        { partnerEmail: 'x@example.com', anniversaryDate: '2025-02-30' },
        'anniversaryDate',
        'validation.invalidDate',
      ],
      [
        { partnerEmail: 'x@example.com', anniversaryDate: '20-01-2020' },
        'anniversaryDate',
        'validation.invalidDate',
      ],
    ])('refuses %j with 422 on %s', async (payload, field, code) => {
      const a = await t().registerUser();
      const res = await as(t(), a, 'POST', '/api/couple/connect', payload);
      expect(res.statusCode).toBe(422);
      expect(res.json<{ errors: unknown[] }>().errors).toContainEqual(
        expect.objectContaining({ field, code }),
      );
    });

    it('refuses a relationship start in the future: 422 validation.futureDate', async () => {
      const [a, b] = [await t().registerUser(), await t().registerUser()];
      const res = await as(t(), a, 'POST', '/api/couple/connect', {
        partnerEmail: b.email,
        anniversaryDate: `${new Date().getUTCFullYear() + 1}-01-01`,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        errors: [{ field: 'anniversaryDate', code: 'validation.futureDate' }],
      });
      expect((await as(t(), a, 'GET', '/api/couple/connection')).statusCode).toBe(404);
    });

    it("mails the invitee in their language, with the app's connect link, and rings their bell", async () => {
      const a = await t().registerUser({ displayName: 'Anh Tú' });
      const en = await t().registerUser({ language: 'en' });
      const vi = await t().registerUser({ language: 'vi' });
      const toEn = await invite(t(), a, en);
      await invite(t(), a, vi);
      const english = await t().mail.waitFor(en.email, /invited you/);
      expect(english.subject).toBe('Anh Tú invited you to connect on Đôi Ta');
      expect(english.text).toContain(`${PUBLIC_URL}/couple/connect`);
      const vietnamese = await t().mail.waitFor(vi.email, /mời bạn/);
      expect(vietnamese.subject).toBe('Anh Tú mời bạn kết nối trên Đôi Ta');

      const bell = await as(t(), en, 'GET', '/api/notifications');
      expect(bell.json()).toMatchObject({
        unreadCount: 1,
        notifications: [
          {
            type: 'invitation_received',
            data: { actorName: 'Anh Tú', coupleId: toEn.id },
            link: '/couple/connect',
            isRead: false,
          },
        ],
      });
    });

    it('a new invitation replaces the one I sent before', async () => {
      const [a, b, c] = [
        await t().registerUser(),
        await t().registerUser(),
        await t().registerUser(),
      ];
      await invite(t(), a, b);
      const second = await invite(t(), a, c);
      expect((await as(t(), a, 'GET', '/api/couple/connection')).json()).toEqual({
        couple: second,
      });
      expect((await as(t(), b, 'GET', '/api/couple/invitations')).json()).toEqual({
        requests: [],
      });
    });

    it('inviting someone who already invited me accepts their invitation', async () => {
      const [a, b] = [await t().registerUser(), await t().registerUser()];
      const theirs = await invite(t(), a, b);
      const res = await as(t(), b, 'POST', '/api/couple/connect', { partnerEmail: a.email });
      expect(res.statusCode).toBe(200);
      const couple = res.json<{ couple: Couple }>().couple;
      expect(couple).toMatchObject({ id: theirs.id, status: 'accepted', invitedById: a.user.id });
      expect(couple.connectedAt).not.toBeNull();
      const mail = await t().mail.waitFor(a.email, /chấp nhận/);
      expect(mail.subject).toContain('đã chấp nhận lời mời của bạn');
    });

    it('refuses when I am connected: 400 Couple connection already exists', async () => {
      const { a, b } = await connectedPair(t());
      const c = await t().registerUser();
      for (const [from, to] of [
        [a, c],
        [a, b],
      ] as const) {
        const res = await as(t(), from, 'POST', '/api/couple/connect', { partnerEmail: to.email });
        expect(res.statusCode).toBe(400);
        expect(errorOf(res)).toEqual(SPEC_ERRORS.coupleExists);
      }
    });

    it('does not tell that the invitee is taken; they cannot accept while connected', async () => {
      const { b } = await connectedPair(t());
      const c = await t().registerUser();
      const sent = await invite(t(), c, b);
      expect(sent.status).toBe('pending');
      const res = await as(t(), b, 'POST', '/api/couple/respond', {
        coupleId: sent.id,
        action: 'accept',
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toEqual(SPEC_ERRORS.coupleExists);
    });
  });

  describe('GET /api/couple/invitations and POST /api/couple/respond', () => {
    it('lists the invitations addressed to me (empty, not 404, when none)', async () => {
      const [a, b] = [await t().registerUser({ displayName: 'An' }), await t().registerUser()];
      expect((await as(t(), b, 'GET', '/api/couple/invitations')).json()).toEqual({
        requests: [],
      });
      const sent = await invite(t(), a, b, { anniversaryDate: '2021-05-01' });
      const res = await as(t(), b, 'GET', '/api/couple/invitations');
      expect(res.statusCode).toBe(200);
      const { requests } = res.json<{ requests: Invitation[] }>();
      expect(requests).toEqual([
        {
          id: sent.id,
          status: 'pending',
          createdAt: expect.any(String) as string,
          inviter: expect.objectContaining({ id: a.user.id, displayName: 'An' }) as object,
          anniversaryDate: '2021-05-01',
        },
      ]);
      // The inviter does not see it among theirs.
      expect((await as(t(), a, 'GET', '/api/couple/invitations')).json()).toEqual({ requests: [] });
    });

    it('accept: both are connected, see each other, the inviter is told (bell and mail)', async () => {
      const a = await t().registerUser({ displayName: 'An', language: 'en' });
      const b = await t().registerUser({ displayName: 'Bình' });
      const sent = await invite(t(), a, b, { anniversaryDate: '2022-03-04' });
      const couple = await accept(t(), b, sent.id);
      expect(couple).toMatchObject({
        id: sent.id,
        status: 'accepted',
        user1: { id: a.user.id },
        user2: { id: b.user.id },
        anniversaryDate: '2022-03-04',
        relationshipStart: '2022-03-04',
      });
      for (const user of [a, b]) {
        const res = await as(t(), user, 'GET', '/api/couple/connection');
        expect(res.json()).toEqual({ couple });
        const me = (await as(t(), user, 'GET', '/api/auth/profile')).json<{
          user: { coupleId: string; coupleStatus: { isConnected: boolean } };
        }>().user;
        expect(me.coupleId).toBe(sent.id);
        expect(me.coupleStatus).toMatchObject({ isConnected: true, anniversaryDate: '2022-03-04' });
      }
      expect((await as(t(), b, 'GET', '/api/couple/invitations')).json()).toEqual({ requests: [] });
      const mail = await t().mail.waitFor(a.email, /accepted your invitation/);
      expect(mail.subject).toBe('Bình accepted your invitation');
      const bell = await as(t(), a, 'GET', '/api/notifications');
      expect(bell.json<{ notifications: { type: string }[] }>().notifications[0]).toMatchObject({
        type: 'invitation_accepted',
        data: { actorName: 'Bình', coupleId: sent.id },
      });
    });

    it('accepting twice (two tabs) answers the same couple', async () => {
      const [a, b] = [await t().registerUser(), await t().registerUser()];
      const sent = await invite(t(), a, b);
      const first = await accept(t(), b, sent.id);
      expect(await accept(t(), b, sent.id)).toEqual(first);
    });

    it('decline: the invitation is gone, the inviter is told, nobody is connected', async () => {
      const [a, b] = [await t().registerUser(), await t().registerUser({ displayName: 'Bình' })];
      const sent = await invite(t(), a, b);
      const res = await as(t(), b, 'POST', '/api/couple/respond', {
        coupleId: sent.id,
        action: 'decline',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ couple: null });
      expect((await as(t(), b, 'GET', '/api/couple/invitations')).json()).toEqual({ requests: [] });
      expect((await as(t(), a, 'GET', '/api/couple/connection')).statusCode).toBe(404);
      const bell = await as(t(), a, 'GET', '/api/notifications');
      expect(bell.json<{ notifications: unknown[] }>().notifications[0]).toMatchObject({
        type: 'invitation_declined',
        data: { actorName: 'Bình' },
      });
      // Answering an invitation that is gone: 404, nothing changes.
      const again = await as(t(), b, 'POST', '/api/couple/respond', {
        coupleId: sent.id,
        action: 'accept',
      });
      expect(again.statusCode).toBe(404);
    });

    it('the inviter and strangers cannot answer it: 404, and it stays pending', async () => {
      const [a, b, stranger] = [
        await t().registerUser(),
        await t().registerUser(),
        await t().registerUser(),
      ];
      const sent = await invite(t(), a, b);
      for (const who of [a, stranger]) {
        for (const action of ['accept', 'decline']) {
          const res = await as(t(), who, 'POST', '/api/couple/respond', {
            coupleId: sent.id,
            action,
          });
          expect(res.statusCode).toBe(404);
          expect(res.body).not.toContain(b.email);
        }
      }
      expect((await as(t(), stranger, 'GET', '/api/couple/invitations')).json()).toEqual({
        requests: [],
      });
      expect((await as(t(), stranger, 'GET', '/api/couple/connection')).statusCode).toBe(404);
      expect(
        (await as(t(), b, 'GET', '/api/couple/invitations')).json<{ requests: unknown[] }>()
          .requests,
      ).toHaveLength(1);
    });

    it('connecting withdraws the other pending invitations of both (answering one later: 404)', async () => {
      const [c, d, e, f] = [
        await t().registerUser(),
        await t().registerUser(),
        await t().registerUser(),
        await t().registerUser(),
      ];
      const fromD = await invite(t(), d, c);
      await invite(t(), f, e);
      const fromE = await invite(t(), e, c);
      const couple = await accept(t(), c, fromE.id);
      const res = await as(t(), c, 'POST', '/api/couple/respond', {
        coupleId: fromD.id,
        action: 'accept',
      });
      expect(res.statusCode).toBe(404);
      expect((await as(t(), d, 'GET', '/api/couple/connection')).statusCode).toBe(404);
      expect((await as(t(), e, 'GET', '/api/couple/connection')).json()).toEqual({ couple });
    });

    it.each([
      [{ coupleId: 'x', action: 'maybe' }, 'action'],
      [{ action: 'accept' }, 'coupleId'],
      [{ coupleId: '', action: 'accept' }, 'coupleId'],
    ])('refuses %j with 422', async (payload, field) => {
      const a = await t().registerUser();
      const res = await as(t(), a, 'POST', '/api/couple/respond', payload);
      expect(res.statusCode).toBe(422);
      expect(res.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe(field);
    });
  });

  describe('DELETE /api/couple/disconnect and reconnecting', () => {
    it('is 400 No active couple connection found when not connected', async () => {
      const a = await t().registerUser();
      const res = await as(t(), a, 'DELETE', '/api/couple/disconnect');
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toEqual(SPEC_ERRORS.noCouple);
    });

    it('either partner disconnects; the other is told; both are free again', async () => {
      const { a, b } = await connectedPair(t());
      const res = await as(t(), b, 'DELETE', '/api/couple/disconnect');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Couple disconnected' });
      for (const user of [a, b]) {
        expect((await as(t(), user, 'GET', '/api/couple/connection')).statusCode).toBe(404);
        const me = (await as(t(), user, 'GET', '/api/user/me')).json<{ user: object }>().user;
        expect(me).toMatchObject({
          coupleId: null,
          coupleStatus: { isConnected: false, daysTogether: 0, anniversaryDate: null },
        });
      }
      const bell = await as(t(), a, 'GET', '/api/notifications');
      expect(bell.json<{ notifications: unknown[] }>().notifications[0]).toMatchObject({
        type: 'couple_disconnected',
        data: { actorName: 'Bình' },
      });
      const again = await as(t(), a, 'DELETE', '/api/couple/disconnect');
      expect(errorOf(again)).toEqual(SPEC_ERRORS.noCouple);
    });

    it('the same two reconnecting get their couple back: same id, same anniversary, new connectedAt', async () => {
      const { a, b, couple } = await connectedPair(t(), { anniversaryDate: '2019-09-09' });
      await as(t(), a, 'DELETE', '/api/couple/disconnect');
      t().clock.advance(3600);
      try {
        // This time the other one invites.
        const b2 = {
          ...b,
          token: await t().accessTokens.sign({ userId: b.user.id, tokenVersion: 0 }),
        };
        const a2 = {
          ...a,
          token: await t().accessTokens.sign({ userId: a.user.id, tokenVersion: 0 }),
        };
        const pending = await invite(t(), b2, a2);
        expect(pending).toMatchObject({ id: couple.id, status: 'pending', invitedById: b.user.id });
        const back = await accept(t(), a2, pending.id);
        expect(back).toMatchObject({
          id: couple.id,
          status: 'accepted',
          anniversaryDate: '2019-09-09',
          createdAt: couple.createdAt,
        });
        expect(Date.parse(back.connectedAt!)).toBeGreaterThan(Date.parse(couple.connectedAt!));
      } finally {
        t().clock.reset();
      }
    });
  });
});
