import type { TFunction } from 'i18next';
import type { AppNotification } from '@doita/shared';

/** A notification in the reader's language, from its type and data (never the server's text). */
export function notificationText(t: TFunction, notification: AppNotification): string {
  const data = notification.data;
  const str = (key: string) => {
    const value = data[key];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  };
  switch (notification.type) {
    case 'couple_invitation':
    case 'couple_accepted':
    case 'couple_declined':
    case 'couple_disconnected': {
      // The partner deleted their account (issue 6): the couple ended with it.
      const type =
        notification.type === 'couple_disconnected' && data.reason === 'account_deleted'
          ? 'couple_disconnected_account_deleted'
          : notification.type;
      return t(`notifications:types.${type}`, {
        actorName: str('actorName') || t('notifications:someone'),
      });
    }
    case 'reminder_due':
      return t('notifications:types.reminder_due', { title: str('title') });
    case 'milestone': {
      const count = Number(data.count);
      if (!Number.isFinite(count)) break;
      return t(
        data.kind === 'years'
          ? 'notifications:types.milestone_years'
          : 'notifications:types.milestone_days',
        { count },
      );
    }
  }
  return t('notifications:types.fallback');
}
