import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { MessageCircleHeart } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useUnreadMessages } from '@/lib/messages-unread';
import { useCurrentUser } from '@/lib/session';
import { headerIconButtonClasses } from './header-triggers';

type BadgeNavigator = Navigator & {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

/**
 * The installed app's icon says how many messages wait (where the browser can: Chromium,
 * Safari 17 installed); nothing happens elsewhere.
 */
function useAppBadge(count: number | undefined): void {
  useEffect(() => {
    if (count === undefined || typeof navigator === 'undefined') return;
    const badge = navigator as BadgeNavigator;
    const done = count > 0 ? badge.setAppBadge?.(count) : badge.clearAppBadge?.();
    done?.catch(() => undefined);
  }, [count]);
}

/**
 * The conversation, one tap from every screen: a header button beside the bell (on a phone
 * and a computer alike), with the unread count as a badge its label says too.
 */
export function MessagesLink() {
  const { t } = useTranslation('messages');
  const user = useCurrentUser();
  // only a couple has anything unread; after a disconnect the conversation is still there
  // to read, and someone single finds there how to connect
  const enabled = !!user?.coupleId;
  const unread = useUnreadMessages(enabled).data;
  const count = enabled ? unread?.count : user ? 0 : undefined;
  useAppBadge(count);
  if (!user) return null;
  const shown = count ?? 0;
  const text = unread?.capped ? `${shown}+` : shown > 9 ? '9+' : String(shown);
  const label = shown > 0 ? t('openWithUnread', { count: shown }) : t('open');
  return (
    <NavLink
      to="/messages"
      aria-label={label}
      title={label}
      data-testid="messages-link"
      className={({ isActive }) =>
        cn(headerIconButtonClasses, isActive && 'bg-primary-soft text-primary')
      }
    >
      <MessageCircleHeart className="size-5" aria-hidden="true" />
      {shown > 0 && (
        <span
          data-testid="messages-unread-badge"
          aria-hidden="true"
          className="absolute top-1 right-0.5 flex min-w-5 items-center justify-center rounded-full bg-danger px-1 text-[0.7rem] leading-5 font-bold text-danger-fg ring-2 ring-bg"
        >
          {text}
        </span>
      )}
    </NavLink>
  );
}
