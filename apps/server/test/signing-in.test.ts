import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createAuthenticateToken } from '../src/modules/auth/authenticate.js';
import type { SignedInUser } from '../src/modules/users/index.js';

const claims = { userId: 'u-1', tokenVersion: 3, sessionId: 's-1' };
const holder = (fields: Partial<SignedInUser>) =>
  ({ id: 'u-1', tokenVersion: 3, sessionLive: true, ...fields }) as unknown as SignedInUser;

/** a request through `authenticateToken` with a token whose claims are `claims` */
async function signingInWith(found: SignedInUser | undefined) {
  const hook = createAuthenticateToken({
    accessTokens: { verify: () => Promise.resolve(claims) },
    users: { findSignedIn: () => Promise.resolve(found) },
  });
  const request = {
    headers: { authorization: 'Bearer aaa.bbb.ccc' },
    currentUser: null,
    sessionId: null,
    signingIn: null,
  } as unknown as FastifyRequest;
  await hook.call({} as FastifyInstance, request, {} as FastifyReply);
  return { request, signingIn: request.signingIn! };
}

describe('authenticateToken: the holder a handler reads and signs in', () => {
  it('names the token’s user and session, and signs in the holder it names', async () => {
    const { request, signingIn } = await signingInWith(undefined);
    expect(signingIn).toMatchObject({ userId: 'u-1', sessionId: 's-1' });
    expect(request.currentUser).toBeNull();
    expect(signingIn.accept(holder({}))).toMatchObject({ id: 'u-1', sessionId: 's-1' });
    expect(request.currentUser).toMatchObject({ id: 'u-1', sessionId: 's-1' });
  });

  it.each([
    ['no such user', undefined],
    ['another user than the token names', holder({ id: 'u-2' })],
    ['a password changed since', holder({ tokenVersion: 4 })],
    ['a session that ended', holder({ sessionLive: false })],
  ])('refuses %s with 401, read with the page or read first', async (_, found) => {
    const { request, signingIn } = await signingInWith(found);
    expect(() => signingIn.accept(found)).toThrow(expect.objectContaining({ statusCode: 401 }));
    await expect(signingIn.read()).rejects.toMatchObject({ statusCode: 401 });
    expect(request.currentUser).toBeNull();
  });
});
