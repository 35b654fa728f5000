import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BellOff, CheckCheck } from 'lucide-react';
import { type AppNotification, DEFAULT_TIME_ZONE } from '@doita/shared';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-read';
import { useMarkNotificationRead } from '../api/mark-read';
import { notificationText } from './notification-wording';
import { formatShownDate } from '@/lib/format';

/**
 * The bell's panel: the newest notifications worded in the user's language. Clicking one
 * marks it read and follows its link; "mark all read" clears the badge.
 */
export function NotificationList({
  timeZone = DEFAULT_TIME_ZONE,
  onNavigate,
}: {
  timeZone?: string;
  /** called before following a notification's link (e.g. to close the menu) */
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const query = useNotifications({ enabled: true });
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const page = query.data;

  const open = (notification: AppNotification) => {
    if (!notification.isRead) markRead.mutate(notification.id);
    if (notification.link?.startsWith('/')) {
      onNavigate?.();
      void navigate(notification.link);
    }
  };

  return (
    <div className="flex flex-col">
      <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-2">
        <p className="shrink-0 font-semibold">{t('title')}</p>
        {page && page.unreadCount > 0 && (
          <button
            type="button"
            onClick={() => markAll.mutate()}
            className="inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2 text-xs font-semibold whitespace-nowrap text-primary hover:bg-surface-2"
          >
            <CheckCheck className="size-4" aria-hidden="true" />
            {t('markAllRead')}
          </button>
        )}
      </div>
      {query.isPending ? (
        <p role="status" className="flex items-center justify-center gap-2 px-6 py-8 text-muted">
          <Spinner className="size-5" />
          {t('loading')}
        </p>
      ) : query.isError ? (
        <p role="alert" className="px-6 py-8 text-center text-danger">
          {t('loadFailed')}
        </p>
      ) : !page || page.notifications.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-6 py-8 text-center">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-surface-2 text-muted">
            <BellOff className="size-6" aria-hidden="true" />
          </span>
          <p className="font-semibold">{t('empty')}</p>
          <p className="text-sm text-muted">{t('emptyHint')}</p>
        </div>
      ) : (
        <ul className="max-h-[60dvh] overflow-y-auto py-1">
          {page.notifications.map((notification) => (
            <li key={notification.id}>
              <button
                type="button"
                onClick={() => open(notification)}
                className={cn(
                  'flex w-full items-start gap-3 px-4 py-3 text-start hover:bg-surface-2',
                  !notification.isRead && 'bg-primary-soft/40',
                )}
              >
                <span
                  className={cn(
                    'mt-2 size-2 shrink-0 rounded-full',
                    notification.isRead ? 'bg-transparent' : 'bg-primary',
                  )}
                  aria-hidden="true"
                />
                <span className="flex min-w-0 flex-col">
                  <span className={cn('text-sm', !notification.isRead && 'font-semibold')}>
                    {notificationText(t, notification)}
                  </span>
                  <span className="text-xs text-muted">
                    {formatShownDate(notification.createdAt, { timeZone })}
                    {!notification.isRead && <span className="sr-only"> · {t('unread')}</span>}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
