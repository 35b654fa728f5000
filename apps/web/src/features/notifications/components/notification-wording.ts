import type { TFunction } from 'i18next';
import type { AppNotification } from '@doita/shared';
import { formatShownDate } from '@/lib/format';

/** A notification in the reader's language, from its type and data (never the server's text). */
export function notificationText(t: TFunction, notification: AppNotification): string {
  const data = notification.data;
  const str = (key: string) => {
    const value = data[key];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  };
  const actorName = str('actorName') || t('notifications:someone');
  switch (notification.type) {
    case 'invitation_received':
    case 'invitation_accepted':
    case 'invitation_declined':
    case 'couple_disconnected': {
      // The partner deleted their account: the couple ended with it.
      const type =
        notification.type === 'couple_disconnected' && data.reason === 'account_deleted'
          ? 'couple_disconnected_account_deleted'
          : notification.type;
      return t(`notifications:types.${type}`, { actorName });
    }
    case 'memory_created':
    case 'memory_reaction':
    case 'memory_comment':
    case 'post_published':
    case 'post_liked':
    case 'post_comment': {
      // Several from the same partner within 10 minutes fold into one: "An đã thêm 3 kỷ niệm".
      const count = typeof data.count === 'number' ? data.count : 1;
      const key = count > 1 ? `${notification.type}_several` : notification.type;
      return t(`notifications:types.${key}`, {
        actorName,
        count,
        title: str('title'),
        emoji: str('emoji'),
        excerpt: str('excerpt'),
      });
    }
    case 'checkin': {
      const mood = str('mood');
      return t('notifications:types.checkin', {
        actorName,
        mood: mood ? t(`memories:moods.${mood}`).toLocaleLowerCase() : '',
      });
    }
    case 'list_item_done': {
      const count = typeof data.count === 'number' ? data.count : 1;
      return t(`notifications:types.list_item_done${count > 1 ? '_several' : ''}`, {
        actorName,
        count,
        title: str('title'),
      });
    }
    case 'reminder_due':
      return t('notifications:types.reminder_due', { title: str('title') });
    case 'import_offer':
      return t('notifications:types.import_offer', { actorName });
    case 'question_revealed':
      return t('notifications:types.question_revealed', { actorName });
    case 'letter_sent':
      // who and when: never a word of the letter
      return t('notifications:types.letter_sent', {
        actorName,
        date: formatShownDate(str('opensOn')),
      });
    case 'letter_opened':
      return t('notifications:types.letter_opened', { actorName });
    case 'message': {
      // unread messages fold into one: "An đã gửi 3 tin nhắn"; never a word of them
      const count = typeof data.count === 'number' ? data.count : 1;
      return t(`notifications:types.message${count > 1 ? '_several' : ''}`, { actorName, count });
    }
    case 'nudge':
      return t('notifications:types.nudge', { actorName });
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
