import { UNKNOWN_AUTHOR_NAME } from '@doita/shared';
import type {
  BlogCategory,
  BlogPost,
  BlogPostSummary,
  BlogPrivacy,
  BlogStatus,
  Image,
} from '@doita/shared';
import type { UserWithCouple } from '../users/index.js';
import type { AvatarRef } from '../uploads/index.js';
import type { ImageRow } from '../uploads/index.js';
import type { BlogDetailRow, BlogSummaryRow } from './blog-repository.js';
import type { BlogViewer } from './blog-reads-repository.js';

/** Who reads: the signed-in user with their couple and time zone, or a guest (null). */
export function viewerOf(user: UserWithCouple | null): BlogViewer {
  return user ? { userId: user.id, coupleId: user.coupleId, timeZone: user.timeZone } : null;
}

export type SignImage = (row: ImageRow) => Image;

/** The cover columns a read selects (`coverFields`), the cover's upload left joined. */
export interface CoverColumns {
  coverId: string | null;
  coverWidths: number[] | null;
  coverPlaceholder: string | null;
  coverOriginalFile: string | null;
  coverWidth: number | null;
  coverHeight: number | null;
}

/** A post's cover as an image to sign, or null when it has none (lists, the timeline). */
export function coverImageOf(row: CoverColumns): ImageRow | null {
  if (!row.coverId || !row.coverWidths || row.coverPlaceholder === null) return null;
  return {
    id: row.coverId,
    widths: row.coverWidths,
    placeholder: row.coverPlaceholder,
    width: row.coverWidth ?? 0,
    height: row.coverHeight ?? 0,
    originalFile: row.coverOriginalFile,
  };
}
/** Signs a person's avatar (uploads-service `avatarUrl`). */
export type SignAvatar = (ref: AvatarRef) => string | null;

/** The author's avatar of a row, signed for this reader. */
const avatarOf = (
  row: { authorAvatarUploadId: string | null; authorAvatarWidth: number | null },
  signAvatar: SignAvatar,
) => signAvatar({ avatarUploadId: row.authorAvatarUploadId, avatarWidth: row.authorAvatarWidth });

const authorOf = (id: string, name: string | null, avatarUrl: string | null) => ({
  id: name === null ? null : id,
  displayName: name ?? UNKNOWN_AUTHOR_NAME,
  avatarUrl,
});

/** The API's post as lists carry it, its cover freshly signed. */
export function toSummary(
  row: BlogSummaryRow,
  viewer: BlogViewer,
  sign: SignImage,
  signAvatar: SignAvatar,
): BlogPostSummary {
  const image = coverImageOf(row);
  const cover = image && sign(image);
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt ?? row.autoExcerpt,
    customExcerpt: row.excerpt,
    cover,
    tags: row.tags,
    category: row.category as BlogCategory,
    privacy: row.privacy as BlogPrivacy,
    status: row.status as BlogStatus,
    readingMinutes: row.readingMinutes,
    likesCount: row.likesCount,
    commentsCount: row.commentsCount,
    likedByMe: row.likedByMe,
    canEdit: viewer?.userId === row.authorId,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    author: authorOf(row.authorId, row.authorName, avatarOf(row, signAvatar)),
  };
}

/** The whole post: the Markdown for its author only, the HTML signed for this reader. */
export function toPost(
  row: BlogDetailRow,
  viewer: BlogViewer,
  sign: SignImage,
  signAvatar: SignAvatar,
  contentHtml: string,
): BlogPost {
  const summary = toSummary(row, viewer, sign, signAvatar);
  return { ...summary, content: summary.canEdit ? row.content : null, contentHtml };
}
