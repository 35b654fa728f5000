import type { TimelineItem, TimelinePage } from '@doita/shared';

const author = { id: 'user-1', displayName: 'An Nguyễn', avatarUrl: null };

export function memoryItem(
  id: string,
  date: string,
  overrides: Partial<TimelineItem> = {},
): TimelineItem {
  return {
    kind: 'memory',
    id,
    date,
    at: `${date}T05:00:00.000Z`,
    title: `Kỷ niệm ${id}`,
    excerpt: 'Một ngày thật đẹp bên nhau.',
    mood: 'love',
    tags: [],
    location: 'Đà Lạt',
    isPrivate: false,
    cover: null,
    imageCount: 0,
    author,
    ...overrides,
  } as TimelineItem;
}

export function reminderItem(id: string, date: string, isCompleted = false): TimelineItem {
  return {
    kind: 'reminder',
    id,
    date,
    at: `${date}T12:30:00.000Z`,
    title: `Nhắc ${id}`,
    description: 'Đặt bàn nhà hàng',
    datetime: `${date}T12:30:00.000Z`,
    type: 'date',
    isCompleted,
    status: isCompleted ? 'completed' : 'overdue',
  };
}

export function blogItem(id: string, date: string): TimelineItem {
  return {
    kind: 'blog',
    id,
    date,
    at: `${date}T08:00:00.000Z`,
    title: `Bài ${id}`,
    excerpt: 'Chuyện chúng mình',
    cover: null,
    category: 'love',
    readingMinutes: 3,
    author,
  };
}

export function milestoneItem(
  id: string,
  date: string,
  milestone: 'days' | 'years',
  count: number,
): TimelineItem {
  return { kind: 'milestone', id, date, at: `${date}T00:00:00.000Z`, milestone, count };
}

export const page = (items: TimelineItem[], nextCursor: string | null = null): TimelinePage => ({
  items,
  nextCursor,
});
