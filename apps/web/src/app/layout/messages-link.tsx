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

/** The unread count as the header's button and the phone's tab show it, and its label. */
function useUnreadLabel() {
  const { t } = useTranslation('messages');
  const user = useCurrentUser();
  // only a couple has anything unread; after a disconnect the conversation is still there
  // to read, and someone single finds there how to connect
  const enabled = !!user?.coupleId;
  const unread = useUnreadMessages(enabled).data;
  const count = enabled ? unread?.count : user ? 0 : undefined;
  const shown = count ?? 0;
  return {
    signedIn: !!user,
    count,
    shown,
    text: unread?.capped ? `${shown}+` : shown > 9 ? '9+' : String(shown),
    label: shown > 0 ? t('openWithUnread', { count: shown }) : t('open'),
    short: t('tab'),
  };
}

function UnreadBadge({
  shown,
  text,
  className,
}: {
  shown: number;
  text: string;
  className: string;
}) {
  if (shown === 0) return null;
  return (
    <span
      data-testid="messages-unread-badge"
      aria-hidden="true"
      className={cn(
        'absolute flex min-w-5 items-center justify-center rounded-full bg-danger px-1 text-[0.7rem] leading-5 font-bold text-danger-fg ring-2 ring-bg',
        className,
      )}
    >
      {text}
    </span>
  );
}

/**
 * The conversation, one tap from every screen: on a computer a header button beside the
 * bell, on a phone a tab of the bottom bar (the header's button hides there, so one place
 * shows the count), each with the unread count as a badge its label says too. The header's
 * button is always mounted: it keeps the installed app's icon badge.
 */
export function MessagesLink() {
  const { signedIn, count, shown, text, label } = useUnreadLabel();
  useAppBadge(count);
  if (!signedIn) return null;
  return (
    <NavLink
      to="/messages"
      aria-label={label}
      title={label}
      data-testid="messages-link"
      className={({ isActive }) =>
        cn(headerIconButtonClasses, 'max-nav:hidden', isActive && 'bg-primary-soft text-primary')
      }
    >
      <MessageCircleHeart className="size-5" aria-hidden="true" />
      <UnreadBadge shown={shown} text={text} className="top-1 right-0.5" />
    </NavLink>
  );
}

/** The phone's tab to the conversation, with the unread badge on its icon. */
export function MessagesTab({
  className,
}: {
  className: (state: { isActive: boolean }) => string;
}) {
  const { shown, text, label, short } = useUnreadLabel();
  return (
    <li className="min-w-0">
      <NavLink to="/messages" aria-label={label} data-testid="messages-tab" className={className}>
        <span className="relative">
          <MessageCircleHeart className="size-6" aria-hidden="true" />
          <UnreadBadge shown={shown} text={text} className="-top-1.5 -right-3" />
        </span>
        <span className="max-w-full truncate" aria-hidden="true">
          {short}
        </span>
      </NavLink>
    </li>
  );
}
