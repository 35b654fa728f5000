import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE, isValidTimeZone, type Memory, type User } from '@doita/shared';
import { useCurrentUser } from '@/lib/session';

export interface MemoryViewer {
  user: User | null;
  /** their preference, else Asia/Ho_Chi_Minh */
  timeZone: string;
  locale: string;
  /** a shared memory needs a connected couple */
  isConnected: boolean;
}

/** Who is looking at memories: their time zone, language and couple state. */
export function useMemoryViewer(): MemoryViewer {
  const user = useCurrentUser();
  const { i18n } = useTranslation();
  const zone = user?.preferences?.timeZone;
  return {
    user,
    timeZone: zone && isValidTimeZone(zone) ? zone : DEFAULT_TIME_ZONE,
    locale: i18n.language,
    isConnected: user?.coupleStatus?.isConnected ?? false,
  };
}

/**
 * Only the author deletes a memory or changes who sees it; once
 * the author's account is gone, the partner who kept it (its owner) does.
 */
export function isOwnerOf(memory: Pick<Memory, 'ownerId'>, user: Pick<User, 'id'> | null) {
  return !!user && memory.ownerId === user.id;
}
