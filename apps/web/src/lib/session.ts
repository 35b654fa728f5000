import type { User } from '@doita/shared';
import { createStore, useStore } from './create-store';
import { STORAGE_KEYS, storage } from './storage';

/** Authenticated means token and user both present. */
export interface Session {
  user: User;
  token: string;
  refreshToken: string | null;
  remember: boolean;
}

function readUser(): User | null {
  const raw = storage.get(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      parsed &&
      typeof parsed === 'object' &&
      typeof (parsed as { id?: unknown }).id === 'string'
    ) {
      return parsed as User;
    }
  } catch {
    // corrupt value: treated as signed out
  }
  return null;
}

/** Reads the session persisted in local storage (used at start and when another tab changes it). */
export function readStoredSession(): Session | null {
  const token = storage.get(STORAGE_KEYS.authToken);
  const user = readUser();
  if (!token || !user) return null;
  return {
    user,
    token,
    refreshToken: storage.get(STORAGE_KEYS.refreshToken),
    remember: storage.get(STORAGE_KEYS.rememberUser) === 'true',
  };
}

const sessionStore = createStore<Session | null>(readStoredSession());

function persist(session: Session | null): void {
  if (!session) {
    storage.remove(STORAGE_KEYS.user);
    storage.remove(STORAGE_KEYS.authToken);
    storage.remove(STORAGE_KEYS.refreshToken);
    storage.remove(STORAGE_KEYS.rememberUser);
    return;
  }
  storage.set(STORAGE_KEYS.user, JSON.stringify(session.user));
  storage.set(STORAGE_KEYS.authToken, session.token);
  if (session.refreshToken) storage.set(STORAGE_KEYS.refreshToken, session.refreshToken);
  else storage.remove(STORAGE_KEYS.refreshToken);
  storage.set(STORAGE_KEYS.rememberUser, String(session.remember));
}

export function getSession(): Session | null {
  return sessionStore.get();
}

/**
 * The access token of a sign-out this device started. The server ends that session at once,
 * so a request still carrying the token (the bell's poll, a refetch) is answered 401 while
 * the sign-out finishes here. That 401 is the sign-out's doing, not an expired session: the
 * API client makes no refresh (its token is revoked too), shows no "session expired" toast
 * beside "signed out" and makes no second trip to the sign-in page; the sign-out clears the
 * session and navigates itself. A new session clears the mark.
 */
let leavingToken: string | null = null;

/** Marks the current session's token as being signed out (see `leavingToken`). */
export function markSigningOut(token: string | null): void {
  leavingToken = token;
}

/** Whether `token` is the one of a sign-out this device started. */
export function isSigningOut(token: string): boolean {
  return token === leavingToken;
}

/** After login or register: stores user, token, refresh token and the remember flag. */
export function startSession(input: {
  user: User;
  token: string;
  refreshToken?: string | null;
  remember: boolean;
}): void {
  const session: Session = {
    user: input.user,
    token: input.token,
    refreshToken: input.refreshToken ?? null,
    remember: input.remember,
  };
  leavingToken = null;
  persist(session);
  storage.set(STORAGE_KEYS.returningVisitor, 'true');
  sessionStore.set(session);
}

export function updateSessionUser(user: User): void {
  const current = sessionStore.get();
  if (!current) return;
  // the same profile again (each start asks for it): nothing to store, nothing to redraw
  if (JSON.stringify(current.user) === JSON.stringify(user)) return;
  const next = { ...current, user };
  persist(next);
  sessionStore.set(next);
}

/** After a refresh or a password change: the new token pair. */
export function updateSessionTokens(tokens: { token: string; refreshToken?: string | null }): void {
  const current = sessionStore.get();
  if (!current) return;
  const next = {
    ...current,
    token: tokens.token,
    refreshToken: tokens.refreshToken ?? current.refreshToken,
  };
  persist(next);
  sessionStore.set(next);
}

/** Logout or an unrecoverable 401: clears user, tokens and the remember flag. */
export function clearSession(): void {
  persist(null);
  sessionStore.set(null);
}

/** Another tab signed in, out, or rotated the tokens: follow it. */
export function syncSessionFromStorage(): void {
  const stored = readStoredSession();
  const current = sessionStore.get();
  if (
    stored?.token === current?.token &&
    stored?.refreshToken === current?.refreshToken &&
    JSON.stringify(stored?.user) === JSON.stringify(current?.user)
  ) {
    return;
  }
  sessionStore.set(stored);
}

export const subscribeSession = sessionStore.subscribe;

export function useSession(): Session | null {
  return useStore(sessionStore);
}

export function useCurrentUser(): User | null {
  return useStore(sessionStore, (session) => session?.user ?? null);
}

export function useIsAuthenticated(): boolean {
  return useStore(sessionStore, (session) => session !== null);
}
