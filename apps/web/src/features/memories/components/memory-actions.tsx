import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Pencil, Trash2 } from 'lucide-react';
import { TRASH_RETENTION_DAYS, type Memory } from '@doita/shared';
import { Button, buttonClasses } from '@/components/ui/button';
import { confirmDialog } from '@/lib/modal-store';
import { MemoryAlbumActions } from '@/features/albums';
import { useUndoDelete } from '@/features/trash';
import { toast } from '@/lib/toast-store';
import { useDeleteMemory } from '../api/delete-memory';
import { FavoriteButton } from './favorite-button';

/**
 * Favourite, edit (author and partner) and delete after a confirm (the author only: the
 * server answers 403 to the partner).
 */
export function MemoryActions({
  memory,
  canDelete,
  connected = false,
}: {
  memory: Memory;
  canDelete: boolean;
  /** in a couple: the memory may go in albums and be shared by link */
  connected?: boolean;
}) {
  const { t } = useTranslation('memories');
  const navigate = useNavigate();
  const remove = useDeleteMemory();
  const undo = useUndoDelete();

  const onDelete = async () => {
    const confirmed = await confirmDialog({
      title: t('confirmDelete.title'),
      message: t('confirmDelete.message', { title: memory.title, days: TRASH_RETENTION_DAYS }),
      confirmLabel: t('confirmDelete.confirm'),
      cancelLabel: t('confirmDelete.cancel'),
      tone: 'danger',
    });
    if (!confirmed) return;
    remove.mutate(memory.id, {
      onSuccess: () => {
        toast.success(t('success.deleted'), undefined, {
          action: undo({ kind: 'memory', id: memory.id }),
        });
        void navigate('/memories', { replace: true });
      },
    });
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <FavoriteButton memory={memory} />
      <Link to={`/memories/${memory.id}/edit`} className={buttonClasses({ variant: 'outline' })}>
        <Pencil className="size-4" aria-hidden="true" />
        {t('detail.edit')}
      </Link>
      <MemoryAlbumActions memory={memory} connected={connected} />
      {canDelete && (
        <Button
          variant="outline"
          className="text-danger hover:border-danger"
          onClick={() => void onDelete()}
          loading={remove.isPending}
          icon={<Trash2 className="size-4" aria-hidden="true" />}
        >
          {t('detail.delete')}
        </Button>
      )}
    </div>
  );
}
