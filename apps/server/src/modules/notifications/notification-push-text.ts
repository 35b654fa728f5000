import { DATE_FORMATS, formatDate } from '@doita/shared';
import type { LocaleCode, NotificationType } from '@doita/shared';
import type { NotificationData } from './notifications-service.js';

/**
 * A pushed notification's words: the service worker has no translations, so the server
 * words it in the reader's language (the bell words the same facts on the web, from
 * `type` + `data`, apps/web/src/features/notifications).
 */
type Words = (facts: { actor: string; title: string; count: number; emoji: string }) => {
  title: string;
  body: string;
};

const VI: Partial<Record<NotificationType, Words>> = {
  memory_created: ({ actor, title, count }) =>
    count > 1
      ? { title: `${actor} đã thêm ${count} kỷ niệm`, body: title }
      : { title: `${actor} đã lưu một kỷ niệm`, body: title },
  memory_reaction: ({ actor, title, emoji, count }) => ({
    title: count > 1 ? `${actor} đã thả ${count} cảm xúc` : `${actor} đã thả ${emoji}`,
    body: title,
  }),
  memory_comment: ({ actor, title, count }) => ({
    title: count > 1 ? `${actor} đã viết ${count} bình luận` : `${actor} đã bình luận`,
    body: title,
  }),
  post_published: ({ actor, title }) => ({ title: `${actor} đã đăng bài viết mới`, body: title }),
  post_liked: ({ actor, title, count }) => ({
    title: count > 1 ? `${actor} đã thích ${count} bài viết` : `${actor} đã thích bài viết`,
    body: title,
  }),
  post_comment: ({ actor, title, count }) => ({
    title: count > 1 ? `${actor} đã viết ${count} bình luận` : `${actor} đã bình luận`,
    body: title,
  }),
  invitation_received: ({ actor }) => ({ title: 'Đôi Ta', body: `${actor} muốn kết nối với bạn` }),
  invitation_accepted: ({ actor }) => ({
    title: 'Đôi Ta',
    body: `${actor} đã chấp nhận lời mời kết nối`,
  }),
  invitation_declined: ({ actor }) => ({
    title: 'Đôi Ta',
    body: `${actor} đã từ chối lời mời kết nối`,
  }),
  import_offer: ({ actor }) => ({
    title: 'Đôi Ta',
    body: `${actor} đã nhập dữ liệu có mục ghi là của bạn: xem và nhận hoặc bỏ qua`,
  }),
  checkin: ({ actor }) => ({ title: 'Đôi Ta', body: `${actor} vừa chia sẻ tâm trạng hôm nay` }),
  list_item_done: ({ actor, title, count }) => ({
    title:
      count > 1
        ? `${actor} đã đánh dấu xong ${count} điều trong danh sách`
        : `${actor} đã đánh dấu xong một điều`,
    body: title,
  }),
  question_revealed: ({ actor }) => ({
    title: 'Câu hỏi hôm nay',
    body: `${actor} đã trả lời: xem câu trả lời của hai bạn`,
  }),
  // never a word of the message: a lock screen is not the conversation
  message: ({ actor, count }) => ({
    title: count > 1 ? `${actor} đã gửi ${count} tin nhắn` : `${actor} đã gửi một tin nhắn`,
    body: 'Mở để đọc',
  }),
  nudge: ({ actor }) => ({ title: 'Đôi Ta', body: `${actor} đang nghĩ về bạn 💗` }),
};

const EN: Partial<Record<NotificationType, Words>> = {
  memory_created: ({ actor, title, count }) =>
    count > 1
      ? { title: `${actor} added ${count} memories`, body: title }
      : { title: `${actor} saved a memory`, body: title },
  memory_reaction: ({ actor, title, emoji, count }) => ({
    title: count > 1 ? `${actor} reacted ${count} times` : `${actor} reacted ${emoji}`,
    body: title,
  }),
  memory_comment: ({ actor, title, count }) => ({
    title: count > 1 ? `${actor} wrote ${count} comments` : `${actor} commented`,
    body: title,
  }),
  post_published: ({ actor, title }) => ({ title: `${actor} published a new post`, body: title }),
  post_liked: ({ actor, title, count }) => ({
    title: count > 1 ? `${actor} liked ${count} posts` : `${actor} liked your post`,
    body: title,
  }),
  post_comment: ({ actor, title, count }) => ({
    title: count > 1 ? `${actor} wrote ${count} comments` : `${actor} commented on your post`,
    body: title,
  }),
  invitation_received: ({ actor }) => ({ title: 'Đôi Ta', body: `${actor} wants to connect` }),
  invitation_accepted: ({ actor }) => ({
    title: 'Đôi Ta',
    body: `${actor} accepted your invitation`,
  }),
  invitation_declined: ({ actor }) => ({
    title: 'Đôi Ta',
    body: `${actor} declined your invitation`,
  }),
  import_offer: ({ actor }) => ({
    title: 'Đôi Ta',
    body: `${actor} imported items that say you wrote them: review, then take or leave them`,
  }),
  checkin: ({ actor }) => ({ title: 'Đôi Ta', body: `${actor} shared today's mood` }),
  list_item_done: ({ actor, title, count }) => ({
    title:
      count > 1 ? `${actor} ticked off ${count} things on your list` : `${actor} ticked one off`,
    body: title,
  }),
  question_revealed: ({ actor }) => ({
    title: "Today's question",
    body: `${actor} answered: see both answers`,
  }),
  message: ({ actor, count }) => ({
    title: count > 1 ? `${actor} sent ${count} messages` : `${actor} sent a message`,
    body: 'Open to read',
  }),
  nudge: ({ actor }) => ({ title: 'Đôi Ta', body: `${actor} is thinking of you 💗` }),
};

function milestoneText(language: LocaleCode, data: NotificationData) {
  const count = Number(data.count);
  if (language === 'en')
    return data.kind === 'years'
      ? `Today is your ${count}-year anniversary`
      : `Today is day ${count} together`;
  return data.kind === 'years'
    ? `Hôm nay là kỷ niệm ${count} năm của hai bạn`
    : `Hôm nay là ngày thứ ${count} bên nhau`;
}

/** A letter's news: who wrote and the day it opens, never a word of what it says. */
function letterText(
  type: 'letter_sent' | 'letter_opened',
  language: LocaleCode,
  data: NotificationData,
) {
  const actor = typeof data.actorName === 'string' ? data.actorName : '';
  const day = formatDate(typeof data.opensOn === 'string' ? data.opensOn : null, {
    format: DATE_FORMATS[language],
  });
  if (language === 'en')
    return type === 'letter_sent'
      ? { title: `${actor || 'Your partner'} wrote you a letter`, body: `It opens on ${day}` }
      : {
          title: 'A letter for you has opened',
          body: `From ${actor || 'your partner'}, written for today`,
        };
  return type === 'letter_sent'
    ? {
        title: `${actor || 'Người ấy'} đã viết cho bạn một lá thư`,
        body: `Thư sẽ mở vào ngày ${day}`,
      }
    : {
        title: 'Có một lá thư vừa mở cho bạn',
        body: `Từ ${actor || 'người ấy'}, viết cho hôm nay`,
      };
}

export function notificationPushText(
  type: NotificationType,
  data: NotificationData,
  language: LocaleCode,
): { title: string; body: string } {
  if (type === 'milestone') return { title: 'Đôi Ta', body: milestoneText(language, data) };
  if (type === 'letter_sent' || type === 'letter_opened') return letterText(type, language, data);
  const str = (key: string) => {
    const value = data[key];
    return typeof value === 'string' ? value : '';
  };
  const words = (language === 'en' ? EN : VI)[type];
  const facts = {
    actor: str('actorName') || (language === 'en' ? 'Your partner' : 'Người ấy'),
    title: str('title'),
    count: typeof data.count === 'number' ? data.count : 1,
    emoji: str('emoji'),
  };
  return words ? words(facts) : { title: 'Đôi Ta', body: facts.title };
}
