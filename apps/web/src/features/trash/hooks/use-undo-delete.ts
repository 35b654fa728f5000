import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '@/lib/error-toast';
import { toast, type ToastAction } from '@/lib/toast-store';
import { restoreTrashItem, type TrashTarget } from '../api/trash-api';

/**
 * The "Undo" of a delete toast: the item went to the trash, and this brings it
 * back. Made in the deleting component (it holds the query client); it still works after
 * that component has gone (a deleted memory's page navigates away).
 */
export function useUndoDelete(): (target: TrashTarget) => ToastAction {
  const { t } = useTranslation('trash');
  const queryClient = useQueryClient();
  return useCallback(
    (target: TrashTarget) => ({
      label: t('undo'),
      onClick: () => {
        restoreTrashItem(target).then(
          async () => {
            await queryClient.invalidateQueries();
            toast.success(t('restored'));
          },
          (error: unknown) => notifyFailure(t('failure.restore'), error),
        );
      },
    }),
    [queryClient, t],
  );
}
