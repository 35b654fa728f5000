import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { TRASH_RETENTION_DAYS, type Reminder } from '@doita/shared';
import { errorToastInput } from '@/lib/error-toast';
import { confirmDialog } from '@/lib/modal-store';
import { useUndoDelete } from '@/features/trash';
import { addToast, toast } from '@/lib/toast-store';
import { useSetCompleted, useSnoozeReminder } from '../api/reminder-actions';
import { useDeleteReminder } from '../api/save-reminder';
import { formatShownDate } from '@/lib/format';

/**
 * A failure toast titled by what failed ('Có lỗi khi hoãn nhắc nhở'...),
 * carrying the catalogue's message (and its action, e.g. the couple-required one).
 */
function failed(title: string, error: unknown): void {
  const described = errorToastInput(error);
  addToast({ ...described, title, message: described.message ?? described.title });
}

/** Complete, snooze and delete, with their toasts. */
export function useReminderHandlers(timeZone: string) {
  const { t } = useTranslation('reminders');
  const setCompleted = useSetCompleted();
  const snooze = useSnoozeReminder();
  const remove = useDeleteReminder();
  const undo = useUndoDelete();

  const { mutate } = setCompleted;
  const toggle = useCallback(
    (reminder: Reminder) => {
      const action = reminder.isCompleted ? 'incomplete' : 'complete';
      const undo = () =>
        mutate(
          { id: reminder.id, action: 'incomplete' },
          {
            onSuccess: () => toast.success(t('toast.incomplete'), reminder.title),
            onError: (error) => failed(t('failure.incomplete'), error),
          },
        );
      mutate(
        { id: reminder.id, action },
        {
          // Done offers Undo: for a repeating one it brings the occurrence back.
          onSuccess: () =>
            action === 'complete'
              ? addToast({
                  type: 'success',
                  title: t('toast.completed'),
                  message: reminder.title,
                  action: { label: t('toast.undo'), onClick: undo },
                })
              : toast.success(t('toast.incomplete'), reminder.title),
          onError: (error) =>
            failed(t(action === 'complete' ? 'failure.complete' : 'failure.incomplete'), error),
        },
      );
    },
    [mutate, t],
  );

  const snoozeTo = useCallback(
    (reminder: Reminder, until: Date) => {
      snooze.mutate(
        { id: reminder.id, until: until.toISOString() },
        {
          onSuccess: (updated) => {
            const when = updated
              ? t('item.when', {
                  date: formatShownDate(updated.datetime, { timeZone }),
                  time: updated.reminderTime,
                })
              : '';
            toast.success(t('toast.snoozed'), when ? t('toast.snoozedUntil', { when }) : undefined);
          },
          onError: (error) => failed(t('failure.snooze'), error),
        },
      );
    },
    [snooze, t, timeZone],
  );

  const removeWithConfirm = useCallback(
    async (reminder: Reminder) => {
      const confirmed = await confirmDialog({
        title: t('deleteConfirm.title', { title: reminder.title }),
        message: t(reminder.isPrivate ? 'deleteConfirm.messagePrivate' : 'deleteConfirm.message', {
          days: TRASH_RETENTION_DAYS,
        }),
        confirmLabel: t('deleteConfirm.confirm'),
        cancelLabel: t('deleteConfirm.cancel'),
        tone: 'danger',
      });
      if (!confirmed) return;
      remove.mutate(reminder.id, {
        onSuccess: () =>
          toast.success(t('toast.deleted'), reminder.title, {
            action: undo({ kind: 'reminder', id: reminder.id }),
          }),
        onError: (error) => failed(t('failure.delete'), error),
      });
    },
    [remove, t, undo],
  );

  return { toggle, snoozeTo, remove: removeWithConfirm };
}
