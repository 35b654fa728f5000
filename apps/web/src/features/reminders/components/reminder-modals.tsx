import { Suspense, lazy, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { Reminder } from '@doita/shared';
import { Spinner } from '@/components/ui/spinner';
import { withChunkReload } from '@/lib/chunk-reload';
import { closeModal, openModal } from '@/lib/modal-store';

// The dialogs' contents load when first opened, not with the pages that open them (the
// dashboard's code waited on the form's eight files before it could draw, issue 19).
const loadForm = withChunkReload(() => import('./reminder-form'));
const ReminderForm = lazy(() => loadForm().then((m) => ({ default: m.ReminderForm })));
const ReminderHistory = lazy(
  withChunkReload(() => import('./reminder-history').then((m) => ({ default: m.ReminderHistory }))),
);
const SnoozeForm = lazy(
  withChunkReload(() => import('./snooze-form').then((m) => ({ default: m.SnoozeForm }))),
);

/** Loads the form ahead, e.g. when the pointer reaches the button that opens it. */
export function preloadReminderForm(): void {
  void loadForm().catch(() => undefined);
}

/** A dialog's content as it loads: a spinner saying so. */
function Loading({ t, children }: { t: TFunction; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p role="status" className="mt-6 flex items-center gap-2 text-muted">
          <Spinner />
          {t('common:status.loading')}
        </p>
      }
    >
      {children}
    </Suspense>
  );
}

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
        <Loading t={t}>
          <ReminderForm {...props} onDone={close} />
        </Loading>
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
        <Loading t={t}>
          <ReminderHistory reminder={reminder} />
        </Loading>
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
        <Loading t={t}>
          <SnoozeForm
            timeZone={timeZone}
            onCancel={close}
            onPick={(until) => {
              close();
              onPick(until);
            }}
          />
        </Loading>
      ),
    },
  });
  return id;
}

export { closeModal };
