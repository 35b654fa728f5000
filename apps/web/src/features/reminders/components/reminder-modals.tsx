import type { TFunction } from 'i18next';
import type { Reminder } from '@doita/shared';
import { closeModal, openModal } from '@/lib/modal-store';
import { ReminderForm } from './reminder-form';
import { ReminderHistory } from './reminder-history';
import { SnoozeForm } from './snooze-form';

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
      render: (close) => <ReminderForm {...props} onDone={close} />,
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
      render: () => <ReminderHistory reminder={reminder} />,
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
        <SnoozeForm
          timeZone={timeZone}
          onCancel={close}
          onPick={(until) => {
            close();
            onPick(until);
          }}
        />
      ),
    },
  });
  return id;
}

export { closeModal };
