import { lazy } from 'react';
import type { TFunction } from 'i18next';
import type { Reminder } from '@doita/shared';
import { DialogLoading } from '@/components/ui/dialog-loading';
import { withChunkReload } from '@/lib/chunk-reload';
import { closeModal, openModal } from '@/lib/modal-store';

// The dialogs' contents load when first opened, not with the pages that open them (the
// dashboard's code waited on the form's eight files before it could draw).
const ReminderForm = lazy(
  withChunkReload(() => import('./reminder-form').then((m) => ({ default: m.ReminderForm }))),
);
const ReminderHistory = lazy(
  withChunkReload(() => import('./reminder-history').then((m) => ({ default: m.ReminderHistory }))),
);
const SnoozeForm = lazy(
  withChunkReload(() => import('./snooze-form').then((m) => ({ default: m.SnoozeForm }))),
);

/** Opens the reminder form (create when `reminder` is null) through the modal host. */
export function openReminderForm(
  t: TFunction,
  props: {
    reminder: Reminder | null;
    timeZone: string;
    hasCouple: boolean;
    currentUserId?: string | null;
    onSaved?: () => void;
  },
): string {
  return openModal({
    component: 'content',
    props: {
      title: t(props.reminder ? 'reminders:form.editTitle' : 'reminders:form.createTitle'),
      description: t('reminders:form.description'),
      render: (close) => (
        <DialogLoading>
          <ReminderForm {...props} onDone={close} />
        </DialogLoading>
      ),
    },
  });
}

/** A repeating reminder's past occurrences, in a dialog. */
export function openReminderHistory(t: TFunction, reminder: Reminder): string {
  return openModal({
    component: 'content',
    props: {
      title: t('reminders:history.title', { title: reminder.title }),
      description: t('reminders:history.description'),
      render: () => (
        <DialogLoading>
          <ReminderHistory reminder={reminder} />
        </DialogLoading>
      ),
    },
  });
}

/** The custom snooze: a date and time picked in a dialog. */
export function openSnoozeForm(
  t: TFunction,
  timeZone: string,
  onPick: (until: Date) => void,
): string {
  const id = openModal({
    component: 'content',
    props: {
      title: t('reminders:snooze.customTitle'),
      render: (close) => (
        <DialogLoading>
          <SnoozeForm
            timeZone={timeZone}
            onCancel={close}
            onPick={(until) => {
              close();
              onPick(until);
            }}
          />
        </DialogLoading>
      ),
    },
  });
  return id;
}

export { closeModal };
