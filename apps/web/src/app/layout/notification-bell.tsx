import { useState } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { NotificationList } from '@/features/notifications/components/notification-list';
import { UpcomingPanel } from '@/features/reminders/components/upcoming-panel';
import { useCurrentUser } from '@/lib/session';
import type { DeferredMenuProps } from './deferred-trigger';
import {
  BellFace,
  bellLabel,
  headerIconButtonClasses,
  useTriggerFocus,
  type BellState,
} from './header-triggers';
import { menuContentClasses } from './menu-styles';
import { timeZoneOrDefault } from './time-zone';
import { Tooltip } from '@/components/ui/tooltip';

/** The bell's menu: the notifications list (loaded with this chunk, after the first paint). */
export function BellMenu({
  upcomingCount,
  unreadCount,
  defaultOpen,
  focusTrigger,
}: BellState & DeferredMenuProps) {
  const { t } = useTranslation('notifications');
  const user = useCurrentUser();
  const [open, setOpen] = useState(defaultOpen ?? false);
  const triggerRef = useTriggerFocus<HTMLButtonElement>(focusTrigger);
  const label = bellLabel(t, { upcomingCount, unreadCount });
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <Tooltip label={label}>
        <DropdownMenu.Trigger
          ref={triggerRef}
          className={headerIconButtonClasses}
          aria-label={label}
        >
          <BellFace upcomingCount={upcomingCount} unreadCount={unreadCount} />
        </DropdownMenu.Trigger>
      </Tooltip>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          aria-label={t('title')}
          className={`${menuContentClasses} w-80 max-w-[calc(100vw-2rem)] p-0`}
        >
          {user?.coupleId && (
            <UpcomingPanel
              timeZone={timeZoneOrDefault(user.preferences?.timeZone)}
              onNavigate={() => setOpen(false)}
            />
          )}
          <NotificationList
            timeZone={timeZoneOrDefault(user?.preferences?.timeZone)}
            onNavigate={() => setOpen(false)}
          />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
