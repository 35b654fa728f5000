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

/** What the bell shows: the upcoming reminders' count, and a dot for unread notifications. */
export interface BellState {
  upcomingCount: number;
  unreadCount: number;
}

export function BellFace({ upcomingCount, unreadCount }: BellState) {
  return (
    <>
      <Bell className="size-5" aria-hidden="true" />
      {upcomingCount > 0 && (
        <span
          data-testid="bell-upcoming-badge"
          className="absolute top-1 right-0.5 flex min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[0.7rem] leading-5 font-bold text-primary-fg ring-2 ring-bg"
        >
          {upcomingCount > 9 ? '9+' : upcomingCount}
        </span>
      )}
      {unreadCount > 0 && (
        <span
          data-testid="bell-unread-dot"
          className={cn(
            'absolute size-2.5 rounded-full bg-danger ring-2 ring-bg',
            upcomingCount > 0 ? 'bottom-2 right-1.5' : 'top-2.5 right-2.5',
          )}
        />
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

/** "3 nhắc nhở sắp tới, có thông báo chưa đọc"; "Thông báo: 2 chưa đọc"; "Thông báo". */
export function bellLabel(t: TFunction, { upcomingCount, unreadCount }: BellState): string {
  if (upcomingCount > 0) {
    return unreadCount > 0
      ? t('notifications:bellUpcomingUnread', { count: upcomingCount })
      : t('notifications:bellUpcoming', { count: upcomingCount });
  }
  return unreadCount > 0
    ? t('notifications:bellWithCount', { count: unreadCount })
    : t('notifications:bell');
}
