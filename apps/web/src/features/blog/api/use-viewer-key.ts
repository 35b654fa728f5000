import { useCurrentUser } from '@/lib/session';

/** Who reads, as a blog query's key says it (a user id, or 'guest'): lib/query-key.ts. */
export function useViewerKey(): string {
  return useCurrentUser()?.id ?? 'guest';
}
