import type { BlogPost, BlogStatus } from '@doita/shared';
import { type DraftValues, localDraftKey, localDrafts, sameValues } from '../../hooks/local-draft';

export interface EditorStart {
  postId: string | null;
  status: BlogStatus | null;
  /** what the server holds (defaults for a new post) */
  saved: DraftValues;
  /** what the editor opens with (a restored copy, or `saved`) */
  initial: DraftValues;
  restore: { mode: 'restored' | 'offer'; savedAt: number; values: DraftValues } | null;
}

/** A post as the form edits it. */
export function valuesOf(post: BlogPost): DraftValues {
  return {
    title: post.title,
    content: post.content ?? '',
    excerpt: post.customExcerpt ?? '',
    tags: post.tags,
    category: post.category,
    privacy: post.privacy,
    cover: post.cover ? { id: post.cover.id, url: post.cover.url } : null,
  };
}

/** A new post: about love, for the two of us when there is an "us". */
export function newPostValues(coupleAvailable: boolean): DraftValues {
  return {
    title: '',
    content: '',
    excerpt: '',
    tags: [],
    category: 'love',
    privacy: coupleAvailable ? 'couple' : 'private',
    cover: null,
  };
}

/**
 * Where the editor starts: the server's post, and this device's copy when it says something
 * else. A new post gets its unsaved copy back at once; an existing one asks first, since
 * the server's version may be the newer (written on another device).
 */
export function editorStart(
  userId: string,
  post: BlogPost | null,
  coupleAvailable: boolean,
): EditorStart {
  const saved = post ? valuesOf(post) : newPostValues(coupleAvailable);
  const base = { postId: post?.id ?? null, status: post?.status ?? null, saved };
  const local = localDrafts.read(localDraftKey(userId, post?.id ?? null));
  if (!local || sameValues(local.values, saved)) return { ...base, initial: saved, restore: null };
  if (!post) {
    return {
      ...base,
      initial: local.values,
      restore: { mode: 'restored', savedAt: local.savedAt, values: local.values },
    };
  }
  return {
    ...base,
    initial: saved,
    restore: { mode: 'offer', savedAt: local.savedAt, values: local.values },
  };
}
