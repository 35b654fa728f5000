import { locationOf, photoPath, postSlug } from '@doita/shared';
import type { ArchiveMemory, ArchivePhoto, ArchivePost, ExportArchive } from '@doita/shared';
import type { ArchiveUploadRow, PortabilityRepository } from './portability-repository.js';

/** The rows an export reads, as its repository returns them. */
type MemoryRow = Awaited<ReturnType<PortabilityRepository['memoriesPage']>>[number];
type MemorySocialRows = Awaited<ReturnType<PortabilityRepository['memorySocial']>>;
type PostRow = Awaited<ReturnType<PortabilityRepository['postsPage']>>[number];
type ReminderRow = Awaited<ReturnType<PortabilityRepository['reminders']>>[number];
type UserRow = NonNullable<Awaited<ReturnType<PortabilityRepository['userWithCouple']>>>['user'];
type ArchiveReminder = ExportArchive['reminders'][number];
type ArchiveUser = ExportArchive['user'];
type MemoryReaction = NonNullable<ArchiveMemory['reactions']>[number];

const extensionOf = (file: string | null) => (file?.split('.').pop() ?? 'jpg').toLowerCase();
/**
 * an original's type by its extension (uploads keep JPEG, PNG, or GIF for an animation; a
 * video its file as sent)
 */
const ORIGINAL_TYPES: Record<string, string> = {
  png: 'image/png',
  gif: 'image/gif',
  mov: 'video/quicktime',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** A photo of the archive from its upload row; `date` files it under photos/YYYY/MM. */
export function archivePhoto(row: ArchiveUploadRow, date: string): ArchivePhoto {
  return {
    id: row.id,
    path: photoPath(date, row.id, extensionOf(row.originalFile)),
    originalName: row.originalName,
    type: ORIGINAL_TYPES[extensionOf(row.originalFile)] ?? 'image/jpeg',
    width: row.width,
    height: row.height,
    // a video is exported as sent (the rendition is made again on import); a Live Photo
    // as its still and its motion clip beside it
    ...(row.kind === 'video' ? { kind: 'video' as const } : {}),
    ...(row.kind === 'live' && row.clipFile
      ? {
          kind: 'live' as const,
          clip: {
            path: photoPath(date, `${row.id}-motion`, extensionOf(row.clipFile)),
            type: ORIGINAL_TYPES[extensionOf(row.clipFile)] ?? 'video/quicktime',
          },
        }
      : {}),
  };
}

/** Rows grouped by the memory they hang on, in their order (Map.groupBy is Node 21+). */
export function byMemory<Row extends { memoryId: string }>(rows: Row[]): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const list = groups.get(row.memoryId);
    if (list) list.push(row);
    else groups.set(row.memoryId, [row]);
  }
  return groups;
}

/** A memory of the archive, with the photos whose files are kept and its partners' words. */
export function toArchiveMemory(
  row: MemoryRow,
  extra: {
    photos: ArchivePhoto[];
    favorite: boolean;
    comments: MemorySocialRows['comments'];
    reactions: MemorySocialRows['reactions'];
  },
): ArchiveMemory {
  return {
    id: row.id,
    authorId: row.authorId,
    shared: row.coupleId !== null,
    title: row.title,
    description: row.description,
    content: row.content,
    date: row.date,
    location: locationOf(row.location, row.locationLat, row.locationLng),
    // the live API's sets (the archive's schema checks them before the file is written)
    mood: row.mood as ArchiveMemory['mood'],
    tags: row.tags as ArchiveMemory['tags'],
    isPrivate: row.isPrivate,
    favorite: extra.favorite,
    photos: extra.photos,
    comments: extra.comments.map((c) => ({
      id: c.id,
      authorId: c.authorId,
      content: c.content,
      createdAt: c.createdAt.toISOString(),
      editedAt: c.editedAt?.toISOString() ?? null,
    })),
    reactions: extra.reactions.map((r) => ({
      userId: r.userId,
      emoji: r.emoji as MemoryReaction['emoji'],
      createdAt: r.createdAt.toISOString(),
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A post of the archive; its cover and images only when their files are kept. */
export function toArchivePost(
  row: PostRow,
  cover: ArchiveUploadRow | undefined,
  inline: ArchiveUploadRow[],
): ArchivePost {
  const date = (row.publishedAt ?? row.createdAt).toISOString();
  return {
    id: row.id,
    authorId: row.authorId,
    file: `posts/${postSlug(row.title, row.id)}.md`,
    title: row.title,
    content: row.content,
    excerpt: row.excerpt,
    tags: row.tags,
    category: row.category as ArchivePost['category'],
    privacy: row.privacy as ArchivePost['privacy'],
    status: row.status as ArchivePost['status'],
    publishedAt: row.publishedAt?.toISOString() ?? null,
    cover: cover?.originalFile ? archivePhoto(cover, date) : null,
    images: inline.map((image) => archivePhoto(image, date)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A post's Markdown file: a small header, then its text with its images by relative path. */
export function postMarkdown(post: ArchivePost): string {
  const pathOf = new Map(post.images.map((photo) => [photo.id, photo.path]));
  const body = post.content.replace(/upload:([A-Za-z0-9_-]{1,64})/g, (match, id: string) => {
    const target = pathOf.get(id);
    return target ? `../${target}` : match;
  });
  const header = [
    '---',
    `title: ${JSON.stringify(post.title)}`,
    `status: ${post.status}`,
    `privacy: ${post.privacy}`,
    `category: ${post.category}`,
    `tags: ${JSON.stringify(post.tags)}`,
    ...(post.publishedAt ? [`publishedAt: ${post.publishedAt}`] : []),
    ...(post.cover ? [`cover: ../${post.cover.path}`] : []),
    '---',
    '',
  ];
  return `${header.join('\n')}# ${post.title}\n\n${body}\n`;
}

export function toArchiveReminder(r: ReminderRow): ArchiveReminder {
  return {
    id: r.id,
    authorId: r.authorId,
    title: r.title,
    description: r.description,
    type: r.type as ArchiveReminder['type'],
    datetime: r.datetime.toISOString(),
    scheduledAt: r.scheduledAt.toISOString(),
    seriesStart: r.seriesStart.toISOString(),
    timeZone: r.timeZone,
    isRecurring: r.isRecurring,
    recurringType: r.recurringType as ArchiveReminder['recurringType'],
    calendar: r.calendar as 'solar' | 'lunar',
    lunarDay: r.lunarDay,
    lunarMonth: r.lunarMonth,
    lunarLeap: r.lunarLeap,
    isCompleted: r.isCompleted,
    completedAt: r.completedAt?.toISOString() ?? null,
    isPrivate: r.isPrivate,
    leadDays: r.leadDays,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** The person who exported, as the archive names them. */
export function toArchiveUser(user: UserRow): ExportArchive['user'] {
  return {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    bio: user.bio,
    dateOfBirth: user.dateOfBirth,
    language: user.language as ArchiveUser['language'],
    theme: user.theme as ArchiveUser['theme'],
    timeZone: user.timeZone,
  };
}

/** Their settings, as the archive keeps them. */
export function toArchivePreferences(user: UserRow): ExportArchive['preferences'] {
  return {
    notifications: { ...user.notificationPreferences },
    language: user.language as ArchiveUser['language'],
    theme: user.theme as ArchiveUser['theme'],
    timeZone: user.timeZone,
    profileVisibility: user.profileVisibility as ExportArchive['preferences']['profileVisibility'],
  };
}
