import { useEffect, useRef } from 'react';
import type { TFunction } from 'i18next';
import { Bell, ChevronDown, Languages, Menu } from 'lucide-react';
import type { User } from '@doita/shared';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';

/** The faces of the header's menu triggers, shared by the stand-ins and the real menus. */
export const headerIconButtonClasses =
  'relative inline-flex size-11 items-center justify-center rounded-xl text-fg hover:bg-surface-2 data-[state=open]:bg-surface-2';
export const languageTriggerClasses = cn(headerIconButtonClasses, 'w-auto gap-1.5 px-2.5');
export const userTriggerClasses =
  'flex min-h-11 items-center gap-2 rounded-xl py-1 ps-1 pe-2 hover:bg-surface-2 data-[state=open]:bg-surface-2';
export const mobileTriggerClasses = cn(headerIconButtonClasses, 'nav:hidden');

export function LanguageFace({ locale }: { locale: string }) {
  return (
    <>
      <Languages className="size-5" aria-hidden="true" />
      <span className="text-sm font-semibold uppercase">{locale}</span>
    </>
  );
}

/** What the bell knows: the upcoming reminders' count and the unread notifications' count. */
export interface BellState {
  upcomingCount: number;
  unreadCount: number;
}

/**
 * One badge, never two: the unread notifications when there are any (what is new), else the
 * upcoming reminders (how many are due within 7 days). The label says both.
 */
export function BellFace({ upcomingCount, unreadCount }: BellState) {
  const unread = unreadCount > 0;
  const count = unread ? unreadCount : upcomingCount;
  return (
    <>
      <Bell className="size-5" aria-hidden="true" />
      {count > 0 && (
        <span
          data-testid={unread ? 'bell-unread-badge' : 'bell-upcoming-badge'}
          className={cn(
            'absolute top-1 right-0.5 flex min-w-5 items-center justify-center rounded-full px-1 text-[0.7rem] leading-5 font-bold ring-2 ring-bg',
            unread ? 'bg-danger text-danger-fg' : 'bg-primary text-primary-fg',
          )}
        >
          {count > 9 ? '9+' : count}
        </span>
      )}
    </>
  );
}

export function UserFace({ user }: { user: User }) {
  return (
    <>
      <Avatar name={user.displayName} src={user.avatarUrl} />
      <span className="hidden max-w-32 truncate text-sm font-semibold lg:inline">
        {user.displayName}
      </span>
      <ChevronDown className="size-4 text-muted" aria-hidden="true" />
    </>
  );
}

export function MenuFace() {
  return <Menu className="size-6" aria-hidden="true" />;
}

/** Focuses the real trigger when it replaces a focused stand-in. */
export function useTriggerFocus<T extends HTMLElement>(focus: boolean | undefined) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return ref;
}

/** "Thông báo: 2 chưa đọc, 3 nhắc nhở sắp tới"; "3 nhắc nhở sắp tới"; "Thông báo". */
export function bellLabel(t: TFunction, { upcomingCount, unreadCount }: BellState): string {
  if (unreadCount > 0) {
    return upcomingCount > 0
      ? t('notifications:bellUnreadUpcoming', { count: unreadCount, upcoming: upcomingCount })
      : t('notifications:bellWithCount', { count: unreadCount });
  }
  return upcomingCount > 0
    ? t('notifications:bellUpcoming', { count: upcomingCount })
    : t('notifications:bell');
}
