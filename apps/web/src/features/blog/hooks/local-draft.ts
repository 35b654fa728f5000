import type { BlogCategory, BlogPrivacy } from '@doita/shared';

/** What the editor holds: everything a post is made of, as the form edits it. */
export interface DraftValues {
  title: string;
  content: string;
  excerpt: string;
  tags: string[];
  category: BlogCategory;
  privacy: BlogPrivacy;
  /** the upload id, and a signed URL to show it (never stored on the server) */
  cover: { id: string; url: string } | null;
}

/** A copy kept on this device so that closing the tab never loses a word. */
export interface LocalDraft {
  /** the server's post once it exists */
  postId: string | null;
  values: DraftValues;
  /** when this copy was written (ms) */
  savedAt: number;
}

const PREFIX = 'blog_draft';

/** One key per person and post (`new` before the server has it), so accounts never mix. */
export const localDraftKey = (userId: string, postId: string | null) =>
  `${PREFIX}:${userId}:${postId ?? 'new'}`;

function isLocalDraft(value: unknown): value is LocalDraft {
  const draft = value as Partial<LocalDraft> | null;
  return (
    !!draft &&
    typeof draft.savedAt === 'number' &&
    !!draft.values &&
    typeof draft.values.title === 'string' &&
    typeof draft.values.content === 'string' &&
    Array.isArray(draft.values.tags)
  );
}

/** localStorage that never throws (private mode, quota, disabled storage). */
export const localDrafts = {
  read(key: string): LocalDraft | null {
    try {
      const raw = window.localStorage.getItem(key);
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      return isLocalDraft(parsed) ? parsed : null;
    } catch {
      return null;
    }
  },
  write(key: string, draft: LocalDraft): boolean {
    try {
      window.localStorage.setItem(key, JSON.stringify(draft));
      return true;
    } catch {
      return false;
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // nothing to remove
    }
  },
};

/** Two drafts say the same thing (the cover's signed URL aside). */
export function sameValues(a: DraftValues, b: DraftValues): boolean {
  const comparable = (v: DraftValues) => JSON.stringify({ ...v, cover: v.cover?.id ?? null });
  return comparable(a) === comparable(b);
}
