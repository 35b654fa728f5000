import { EXPORT_FORMAT, EXPORT_VERSION } from '@doita/shared';
import type { ExportArchive } from '@doita/shared';
import { png } from './images.js';
import { zipOf } from './portability.js';
import type { TestUser } from './test-app.js';

const AT = '2025-06-01T10:00:00.000Z';
const photo = (id: string) => ({
  id,
  path: `photos/2025/06/${id}.png`,
  originalName: `${id}.png`,
  type: 'image/png',
  width: 40,
  height: 30,
});

/**
 * What an attacker writes by hand: the importer as `user`, the partner's real e-mail as
 * `partner`, and items "by" the partner: a public published post, a private reminder, a
 * memory with a photo, a comment and a like on the importer's post and a comment on the
 * importer's memory. Built at test time, never committed.
 */
export function forgedArchive(
  importer: Pick<TestUser, 'email'>,
  partner: Pick<TestUser, 'email'>,
): ExportArchive {
  const me = 'src-me';
  const them = 'src-them';
  const memory = (id: string, authorId: string, title: string) => ({
    id,
    authorId,
    shared: true,
    title,
    description: '',
    content: null,
    date: '2025-06-01',
    location: null,
    mood: null,
    tags: [],
    isPrivate: false,
    favorite: false,
    photos: [photo(`${id}-photo`)],
    comments: [] as NonNullable<ExportArchive['memories'][number]['comments']>,
    reactions: [],
    createdAt: AT,
    updatedAt: AT,
  });
  const post = (id: string, authorId: string, title: string) => ({
    id,
    authorId,
    file: `posts/${id}.md`,
    title,
    content: 'Xin chào',
    excerpt: null,
    tags: [],
    category: 'life' as const,
    privacy: 'public' as const,
    status: 'published' as const,
    publishedAt: AT,
    cover: null,
    images: [],
    createdAt: AT,
    updatedAt: AT,
  });
  const mine = memory('m-mine', me, 'Của tôi');
  mine.comments.push({
    id: 'mc-them',
    authorId: them,
    content: 'Bình nói vậy',
    createdAt: AT,
    editedAt: null,
  });
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: AT,
    user: {
      id: me,
      email: importer.email,
      displayName: 'An',
      firstName: null,
      lastName: null,
      username: null,
      bio: null,
      dateOfBirth: null,
      language: 'vi',
      theme: 'light',
      timeZone: 'Asia/Ho_Chi_Minh',
    },
    partner: { id: them, email: partner.email.toUpperCase(), displayName: 'Bình' },
    couple: null,
    memories: [mine, memory('m-them', them, 'Bình đã viết')],
    reminders: [
      {
        id: 'r-them',
        authorId: them,
        title: 'Nhắc riêng của Bình',
        description: '',
        type: 'custom',
        datetime: AT,
        scheduledAt: AT,
        seriesStart: AT,
        timeZone: 'Asia/Ho_Chi_Minh',
        isRecurring: false,
        recurringType: 'none',
        calendar: 'solar',
        lunarDay: null,
        lunarMonth: null,
        lunarLeap: false,
        isCompleted: false,
        completedAt: null,
        isPrivate: true,
        createdAt: AT,
        updatedAt: AT,
      },
    ],
    posts: [post('p-them', them, 'Bài công khai của Bình'), post('p-mine', me, 'Bài của An')],
    comments: [
      { id: 'c-them', postId: 'p-mine', authorId: them, content: 'Bình bình luận', createdAt: AT },
    ],
    reactions: [{ postId: 'p-mine', userId: them, kind: 'like', createdAt: AT }],
    preferences: {
      notifications: {},
      language: 'vi',
      theme: 'light',
      timeZone: 'Asia/Ho_Chi_Minh',
      profileVisibility: 'private',
    },
    albums: [],
    messages: [],
    letters: [
      {
        id: 'l-mine',
        authorId: me,
        recipientId: them,
        opensOn: '2045-02-14',
        text: 'Thư An viết cho Bình',
        photos: [],
        createdAt: AT,
        updatedAt: AT,
      },
      {
        id: 'l-them',
        authorId: them,
        recipientId: me,
        opensOn: '2026-01-01',
        text: 'Thư Bình viết cho An',
        photos: [],
        createdAt: AT,
        updatedAt: AT,
      },
    ],
    checkins: [
      {
        id: 'ci-mine',
        userId: me,
        day: '2026-01-10',
        mood: 'happy',
        note: 'Của tôi',
        createdAt: AT,
        updatedAt: AT,
      },
      {
        id: 'ci-them',
        userId: them,
        day: '2026-01-10',
        mood: 'love',
        note: 'Của Bình',
        createdAt: AT,
        updatedAt: AT,
      },
    ],
    listItems: [
      {
        id: 'li-mine',
        authorId: me,
        title: 'Đi Hội An',
        kind: 'place',
        note: '',
        targetDate: '2026-06-01',
        link: 'https://example.com/hoi-an',
        doneAt: AT,
        doneById: me,
        createdAt: AT,
        updatedAt: AT,
      },
      {
        id: 'li-them',
        authorId: them,
        title: 'Bình muốn ăn phở',
        kind: 'food',
        note: '',
        targetDate: null,
        link: null,
        doneAt: null,
        doneById: null,
        createdAt: AT,
        updatedAt: AT,
      },
    ],
    questionAnswers: [
      {
        day: '2026-03-01',
        questionId: 'mem-001',
        userId: me,
        text: 'Nụ cười của Bình',
        answeredAt: AT,
      },
      {
        day: '2026-03-01',
        questionId: 'mem-001',
        userId: them,
        text: 'Bình trả lời',
        answeredAt: AT,
      },
    ],
  };
}

/** The forged archive as a ZIP, its memories' photos small PNGs. */
export async function forgedZip(importer: TestUser, partner: TestUser) {
  return archiveZip(forgedArchive(importer, partner));
}

/** An archive (a forged one, changed by a test) as a ZIP, its memories' photos small PNGs. */
export async function archiveZip(data: ExportArchive) {
  const files: Record<string, Buffer | string> = { 'data.json': JSON.stringify(data) };
  for (const m of data.memories) for (const p of m.photos) files[p.path] = await png(40, 30);
  return zipOf(files);
}
