import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@doita/shared';
import { SESSION_USER_QUERY_KEY } from '@/lib/session-queries';
import { updateSessionUser } from '@/lib/session';

/** The stored session and the `me` query both follow the user the server answered with. */
export function adoptUser(queryClient: QueryClient, user: User): void {
  updateSessionUser(user);
  queryClient.setQueryData(SESSION_USER_QUERY_KEY, user);
}
