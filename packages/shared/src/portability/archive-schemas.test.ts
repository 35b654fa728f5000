import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES, BLOG_PRIVACIES, BLOG_STATUSES } from '../blog/blog-rules.js';
import { CHECKIN_MOODS } from '../checkins/checkins-rules.js';
import { LIST_KINDS } from '../list/list-rules.js';
import { MEMORY_MOODS, MEMORY_TAGS } from '../memories/memories-rules.js';
import { LOCALES, THEMES_WITH_AUTO } from '../preferences/preferences-rules.js';
import { PROFILE_VISIBILITIES } from '../preferences/profile-visibility.js';
import { RECURRING_TYPES, REMINDER_TYPES } from '../reminders/reminders-rules.js';
import { REACTIONS } from '../social/social-rules.js';
import { archiveDateSchema, archiveInstantSchema } from './archive-instants.js';
import { exportArchiveSchema } from './archive-schemas.js';
import type { ExportArchive } from './archive-schemas.js';

import { AT, archive, photo } from './archive-fixture.test-helper.js';

/** the archive changed by `change`, as the schema reads it: the first issue's path, or null */
function problem(change: (data: ExportArchive) => void): string | null {
  const data = archive();
  change(data);
  const parsed = exportArchiveSchema.safeParse(data);
  return parsed.success ? null : (parsed.error.issues[0]?.path.join('.') ?? '');
}

describe('the archive schema agrees with the live API', () => {
  it('reads the smallest archive', () => {
    expect(problem(() => undefined)).toBeNull();
  });

  it('takes each value of every set the live API takes from', () => {
    for (const mood of MEMORY_MOODS)
      expect(problem((d) => (d.memories[0]!.mood = mood))).toBeNull();
    expect(problem((d) => (d.memories[0]!.mood = null))).toBeNull();
    expect(problem((d) => (d.memories[0]!.tags = [...MEMORY_TAGS]))).toBeNull();
    for (const emoji of REACTIONS)
      expect(problem((d) => (d.memories[0]!.reactions![0]!.emoji = emoji))).toBeNull();
    for (const type of REMINDER_TYPES)
      expect(problem((d) => (d.reminders[0]!.type = type))).toBeNull();
    for (const kind of RECURRING_TYPES)
      expect(
        problem((d) =>
          Object.assign(d.reminders[0]!, { isRecurring: kind !== 'none', recurringType: kind }),
        ),
      ).toBeNull();
    for (const kind of ['none', 'monthly', 'yearly'] as const)
      expect(
        problem((d) =>
          Object.assign(d.reminders[0]!, {
            calendar: 'lunar',
            lunarDay: 30,
            lunarMonth: 12,
            lunarLeap: true,
            isRecurring: kind !== 'none',
            recurringType: kind,
          }),
        ),
      ).toBeNull();
    for (const category of BLOG_CATEGORIES)
      expect(problem((d) => (d.posts[0]!.category = category))).toBeNull();
    for (const privacy of BLOG_PRIVACIES)
      expect(problem((d) => (d.posts[0]!.privacy = privacy))).toBeNull();
    for (const status of BLOG_STATUSES)
      expect(problem((d) => (d.posts[0]!.status = status))).toBeNull();
    for (const mood of CHECKIN_MOODS)
      expect(problem((d) => (d.checkins[0]!.mood = mood))).toBeNull();
    for (const kind of LIST_KINDS) expect(problem((d) => (d.listItems[0]!.kind = kind))).toBeNull();
    for (const language of LOCALES)
      expect(problem((d) => (d.user.language = d.preferences.language = language))).toBeNull();
    for (const theme of THEMES_WITH_AUTO)
      expect(problem((d) => (d.user.theme = d.preferences.theme = theme))).toBeNull();
    for (const visibility of PROFILE_VISIBILITIES)
      expect(problem((d) => (d.preferences.profileVisibility = visibility))).toBeNull();
  });

  it('refuses a value outside them', () => {
    const cases: [string, (d: ExportArchive) => void][] = [
      ['memories.0.mood', (d) => (d.memories[0]!.mood = 'evil' as never)],
      ['memories.0.tags.0', (d) => (d.memories[0]!.tags = ['notatag' as never])],
      ['memories.0.tags', (d) => (d.memories[0]!.tags = [...MEMORY_TAGS, 'food'])],
      [
        'memories.0.reactions.0.emoji',
        (d) => (d.memories[0]!.reactions![0]!.emoji = '💩' as never),
      ],
      ['reminders.0.type', (d) => (d.reminders[0]!.type = 'wedding' as never)],
      ['reminders.0.recurringType', (d) => (d.reminders[0]!.recurringType = 'hourly' as never)],
      [
        'reminders.0.recurringType',
        (d) => Object.assign(d.reminders[0]!, { isRecurring: true, recurringType: 'none' }),
      ],
      [
        'reminders.0.recurringType',
        (d) =>
          Object.assign(d.reminders[0]!, {
            calendar: 'lunar',
            lunarDay: 1,
            lunarMonth: 1,
            recurringType: 'daily',
          }),
      ],
      ['reminders.0.lunarDay', (d) => (d.reminders[0]!.calendar = 'lunar')],
      ['reminders.0.lunarDay', (d) => (d.reminders[0]!.lunarDay = 31)],
      ['reminders.0.leadDays', (d) => (d.reminders[0]!.leadDays = 2 as never)],
      ['posts.0.tags.0', (d) => (d.posts[0]!.tags = ['<b>'])],
      ['posts.0.privacy', (d) => (d.posts[0]!.privacy = 'friends' as never)],
      ['checkins.0.mood', (d) => (d.checkins[0]!.mood = 'evil' as never)],
      ['listItems.0.kind', (d) => (d.listItems[0]!.kind = 'evil' as never)],
      ['listItems.0.link', (d) => (d.listItems[0]!.link = 'javascript:alert(1)')],
      ['user.language', (d) => (d.user.language = 'fr' as never)],
      ['user.theme', (d) => (d.user.theme = 'neon' as never)],
      ['preferences.profileVisibility', (d) => (d.preferences.profileVisibility = 'x' as never)],
    ];
    for (const [where, change] of cases) expect(problem(change), where).toBe(where);
  });

  it('keeps a post’s tags and a memory’s as the live API keeps them', () => {
    const data = archive();
    data.posts[0]!.tags = ['Đà  Lạt', 'đà lạt'];
    data.memories[0]!.tags = ['food', 'food'];
    const parsed = exportArchiveSchema.parse(data);
    expect(parsed.posts[0]!.tags).toEqual(['đà lạt']);
    expect(parsed.memories[0]!.tags).toEqual(['food']);
  });

  it('reads a message reaction as one emoji', () => {
    const message = (emoji: string) => (d: ExportArchive) =>
      d.messages.push({
        id: 'msg1',
        authorId: 'me',
        kind: 'text',
        text: 'Chào',
        photos: [],
        replyToId: null,
        createdAt: AT,
        editedAt: null,
        removed: null,
        openedAt: null,
        messageReactions: [{ userId: 'me', emoji, createdAt: AT }],
      });
    expect(problem(message('👍🏽'))).toBeNull();
    expect(problem(message('ab'))).toBe('messages.0.messageReactions.0.emoji');
  });
});

describe('dates and instants of an archive (DATE_BOUNDS)', () => {
  it('take the first and last days of 1900 to 2200 and refuse the day either side', () => {
    for (const day of ['1900-01-01', '2200-12-31'])
      expect(archiveDateSchema.safeParse(day).success, day).toBe(true);
    for (const day of ['1899-12-31', '2201-01-01', '0001-01-01', '9999-12-31', '2025-02-30'])
      expect(archiveDateSchema.safeParse(day).success, day).toBe(false);
    for (const at of [
      '1900-01-01T00:00:00.000Z',
      '2200-12-31T23:59:59.999Z',
      '2200-12-31T23:00:00-05:00',
    ])
      expect(archiveInstantSchema.safeParse(at).success, at).toBe(true);
    for (const at of [
      '1899-12-31T23:59:59.999Z',
      '2201-01-01T00:00:00.000Z',
      '0000-06-01T00:00:00Z',
      '9999-12-31T23:00:00-05:00',
    ])
      expect(archiveInstantSchema.safeParse(at).success, at).toBe(false);
  });

  it('hold every date field of the archive to them', () => {
    const cases: [string, (d: ExportArchive) => void][] = [
      ['memories.0.date', (d) => (d.memories[0]!.date = '9999-12-31')],
      ['memories.0.date', (d) => (d.memories[0]!.date = '0001-01-01')],
      ['memories.0.createdAt', (d) => (d.memories[0]!.createdAt = '1899-12-31T23:59:59.000Z')],
      ['reminders.0.datetime', (d) => (d.reminders[0]!.datetime = '9999-01-01T00:00:00.000Z')],
      ['reminders.0.seriesStart', (d) => (d.reminders[0]!.seriesStart = '1800-01-01T00:00:00Z')],
      ['listItems.0.targetDate', (d) => (d.listItems[0]!.targetDate = '9999-12-31')],
      ['checkins.0.day', (d) => (d.checkins[0]!.day = '1899-12-31')],
      ['user.dateOfBirth', (d) => (d.user.dateOfBirth = '1899-12-31')],
      ['exportedAt', (d) => (d.exportedAt = '2201-01-01T00:00:00.000Z')],
    ];
    for (const [where, change] of cases) expect(problem(change), where).toBe(where);
    expect(problem((d) => (d.memories[0]!.date = '1900-01-01'))).toBeNull();
    expect(problem((d) => (d.listItems[0]!.targetDate = '2200-12-31'))).toBeNull();
  });
});

describe('what an archive holds once', () => {
  it('refuses a row of one kind twice, and a photo file named twice anywhere', () => {
    const cases: [string, (d: ExportArchive) => void][] = [
      ['memories.1.id', (d) => d.memories.push({ ...d.memories[0]!, photos: [] })],
      ['reminders.1.id', (d) => d.reminders.push({ ...d.reminders[0]! })],
      ['checkins.1.id', (d) => d.checkins.push({ ...d.checkins[0]!, day: '2025-06-02' })],
      ['checkins.1.day', (d) => d.checkins.push({ ...d.checkins[0]!, id: 'ci2' })],
      ['listItems.1.id', (d) => d.listItems.push({ ...d.listItems[0]! })],
      [
        'memories.1.photos.0.path',
        (d) => d.memories.push({ ...d.memories[0]!, id: 'm2', photos: [photo('p1')] }),
      ],
      ['memories.0.photos.1.path', (d) => d.memories[0]!.photos.push(photo('p1'))],
      ['posts.0.images.0.path', (d) => (d.posts[0]!.images = [photo('c1')])],
      [
        'memories.0.photos.1.clip.path',
        (d) =>
          d.memories[0]!.photos.push({
            ...photo('live'),
            kind: 'live',
            clip: { path: 'photos/2025/06/p1.png', type: 'video/quicktime' },
          }),
      ],
      [
        'memories.0.reactions.1.userId',
        (d) => d.memories[0]!.reactions!.push({ userId: 'me', emoji: '😂', createdAt: AT }),
      ],
    ];
    for (const [where, change] of cases) expect(problem(change), where).toBe(where);
  });

  it('says what repeats', () => {
    const data = archive();
    data.memories.push({ ...data.memories[0]!, photos: [] });
    const parsed = exportArchiveSchema.safeParse(data);
    expect(parsed.error?.issues[0]?.message).toBe('the memory id "m1" appears more than once');
  });

  it('takes the same photo id under another path (another date) and ids alike across kinds', () => {
    expect(
      problem((d) => {
        d.memories.push({
          ...d.memories[0]!,
          id: 'b1',
          photos: [{ ...photo('p1'), path: 'photos/2024/01/p1.png' }],
          reactions: [],
        });
      }),
    ).toBeNull();
  });
});

describe('one-line names in an archive', () => {
  it('are read on one line, as the live API keeps them: a place, an album’s name, a title', () => {
    const data = archive();
    data.memories[0]!.location = { name: 'Đà Lạt\n\tHồ Xuân Hương', lat: 11.94, lng: 108.44 };
    data.albums = [
      {
        ...{ id: 'al1', description: '', memoryIds: ['m1'], cover: null },
        name: 'Chuyến đi\r\nĐà Lạt',
        createdAt: AT,
        updatedAt: AT,
      },
    ];
    data.listItems[0]!.title = 'Đi\u2028Hội An';
    data.memories[0]!.title = 'Hoàng hôn\nHồ Tây';
    data.reminders[0]!.title = 'Kỷ niệm\r\n5 năm';
    data.posts[0]!.title = 'Nhật ký\tĐà Lạt';
    const parsed = exportArchiveSchema.parse(data);
    expect(parsed.memories[0]!.title).toBe('Hoàng hôn Hồ Tây');
    expect(parsed.reminders[0]!.title).toBe('Kỷ niệm 5 năm');
    expect(parsed.posts[0]!.title).toBe('Nhật ký Đà Lạt');
    expect(parsed.memories[0]!.location).toMatchObject({ name: 'Đà Lạt Hồ Xuân Hương' });
    expect(parsed.albums[0]!.name).toBe('Chuyến đi Đà Lạt');
    expect(parsed.listItems[0]!.title).toBe('Đi Hội An');
  });
});
