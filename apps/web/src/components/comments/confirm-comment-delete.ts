import { TRASH_RETENTION_DAYS, trashTitleOf } from '@doita/shared';
import { confirmDialog } from '@/lib/modal-store';

export type CommentDeleteText = 'title' | 'message' | 'confirm' | 'cancel';

/**
 * Asks before a comment moves to the trash, in the feature's words: the comment's first
 * words and how many days the trash keeps it go into the message.
 */
export function confirmCommentDelete(
  content: string,
  text: (key: CommentDeleteText, values: { excerpt: string; days: number }) => string,
): Promise<boolean> {
  const values = { excerpt: trashTitleOf(content), days: TRASH_RETENTION_DAYS };
  return confirmDialog({
    title: text('title', values),
    message: text('message', values),
    confirmLabel: text('confirm', values),
    cancelLabel: text('cancel', values),
    tone: 'danger',
  });
}
