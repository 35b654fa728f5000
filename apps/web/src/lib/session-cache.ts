import type { QueryClient } from '@tanstack/react-query';
import { getSession, subscribeSession } from './session';

/**
 * One person's answers never show to another: when the session's person goes (it expired,
 * or another tab signed out) or becomes someone else (another tab signed another account
 * in), everything the query cache holds goes too, before any screen draws with it. A
 * sign-out from this tab clears it as well (useSignOut); a guest who signs in keeps what
 * a guest may see. Started with the app, so what the start put back from the offline copy
 * is covered too.
 */
export function clearCacheWhenPersonChanges(queryClient: QueryClient): () => void {
  let owner = getSession()?.user.id ?? null;
  return subscribeSession(() => {
    const id = getSession()?.user.id ?? null;
    if (id === owner) return;
    if (owner !== null) queryClient.clear();
    owner = id;
  });
}
