import { SESSION_USER_QUERY_KEY } from '@/lib/session-queries';

/** Every query key of the auth feature. */
export const authQueryKeys = {
  all: ['auth'] as const,
  me: () => SESSION_USER_QUERY_KEY,
  sessions: () => ['auth', 'sessions'] as const,
};
