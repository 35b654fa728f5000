import type { Couple, Invitation, ProfileVisibility } from '@doita/shared';
import { describe, expect, it } from 'vitest';
import { accept, as, invite } from './helpers/couple.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';

async function personWith(ctx: TestApp, visibility: ProfileVisibility) {
  const user = await ctx.registerUser({ displayName: 'Lan', firstName: 'Lan', lastName: 'Võ' });
  const res = await as(ctx, user, 'PUT', '/api/user/preferences', {
    profileVisibility: visibility,
  });
  expect(res.statusCode, res.body).toBe(200);
  return user;
}

describeEachEngine('profile visibility', (engine) => {
  const t = useTestApp(engine);

  describe('GET /api/users/search', () => {
    it.each([
      ['public', 200],
      ['couple', 200],
      ['private', 404],
    ] as const)('%s: answers %i to another user', async (visibility, status) => {
      const owner = await personWith(t(), visibility);
      const other = await t().registerUser();
      const res = await as(t(), other, 'GET', `/api/users/search?email=${owner.email}`);
      expect(res.statusCode).toBe(status);
      if (status === 200) {
        expect(res.json()).toEqual({
          user: { id: owner.user.id, displayName: 'Lan', avatarUrl: null },
        });
      } else {
        // The same answer as an address with no account.
        const none = await as(t(), other, 'GET', '/api/users/search?email=none@example.com');
        expect(res.json()).toEqual(none.json());
      }
    });

    it('couple: my partner finds me; private: not even my partner', async () => {
      const owner = await personWith(t(), 'couple');
      const partner = await t().registerUser();
      await accept(t(), partner, (await invite(t(), owner, partner)).id);
      const res = await as(t(), partner, 'GET', `/api/users/search?email=${owner.email}`);
      expect(res.statusCode).toBe(200);
      await as(t(), owner, 'PUT', '/api/user/preferences', { profileVisibility: 'private' });
      const hidden = await as(t(), partner, 'GET', `/api/users/search?email=${owner.email}`);
      expect(hidden.statusCode).toBe(404);
    });

    it('finds myself whatever the setting', async () => {
      const me = await personWith(t(), 'private');
      const res = await as(t(), me, 'GET', `/api/users/search?email=${me.email}`);
      expect(res.statusCode).toBe(200);
    });
  });

  describe('invitations and the couple', () => {
    it.each([
      ['public', { firstName: 'Lan', lastName: 'Võ' }],
      ['couple', { firstName: null, lastName: null }],
      ['private', { firstName: null, lastName: null }],
    ] as const)('%s: an invitee sees the inviter as %j', async (visibility, names) => {
      const inviter = await personWith(t(), visibility);
      const invitee = await t().registerUser();
      await invite(t(), inviter, invitee);
      const res = await as(t(), invitee, 'GET', '/api/couple/invitations');
      const [request] = res.json<{ requests: Invitation[] }>().requests;
      expect(request?.inviter).toMatchObject({ displayName: 'Lan', avatarUrl: null, ...names });
    });

    it.each([
      ['public', 'Lan'],
      ['couple', 'Lan'],
      ['private', null],
    ] as const)('%s: the partner sees first name %s; I see mine', async (visibility, first) => {
      const owner = await personWith(t(), visibility);
      const partner = await t().registerUser();
      await accept(t(), partner, (await invite(t(), owner, partner)).id);
      const seen = (user: typeof owner) =>
        as(t(), user, 'GET', '/api/couple/connection').then(
          (res) => res.json<{ couple: Couple }>().couple.user1,
        );
      expect(await seen(partner)).toMatchObject({ displayName: 'Lan', firstName: first });
      expect(await seen(owner)).toMatchObject({ firstName: 'Lan', lastName: 'Võ' });
    });
  });
});
