import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { Trash2 } from 'lucide-react';
import { TRASH_RETENTION_DAYS } from '@doita/shared';
import { Button } from '@/components/ui/button';
import { confirmDialog } from '@/lib/modal-store';

/** Asks before a post goes to the trash (it stays there TRASH_RETENTION_DAYS). */
export function confirmPostDelete(t: TFunction<'blog'>): Promise<boolean> {
  return confirmDialog({
    title: t('post.deleteConfirm.title'),
    message: t('post.deleteConfirm.message', { days: TRASH_RETENTION_DAYS }),
    confirmLabel: t('post.deleteConfirm.confirm'),
    cancelLabel: t('post.deleteConfirm.cancel'),
    tone: 'danger',
  });
}

/** The author's delete button, wherever they see their post (its page, its editor). */
export function DeletePostButton({
  loading,
  onClick,
  children,
}: {
  loading: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      size="sm"
      variant="ghost"
      className="text-danger"
      loading={loading}
      icon={<Trash2 className="size-4" aria-hidden="true" />}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
