import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@doita/shared';
import { ApiError, CLIENT_ERROR_CODES } from '@/lib/api-error';
import { SESSION_USER_QUERY_KEY } from '@/lib/session-queries';
import { updateSessionUser } from '@/lib/session';

/** `{ user }` from the profile calls, checked. */
export function userOf(body: { user?: User } | undefined): User {
  if (!body?.user || typeof body.user.id !== 'string') {
    throw new ApiError({ status: 200, code: CLIENT_ERROR_CODES.invalidResponse });
  }
  return body.user;
}

/** The stored session and the `me` query both follow the user the server answered with. */
export function adoptUser(queryClient: QueryClient, user: User): void {
  updateSessionUser(user);
  queryClient.setQueryData(SESSION_USER_QUERY_KEY, user);
}
