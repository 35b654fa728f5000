import { isQueuedWrite } from '@/lib/offline';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REMINDER_TYPES, type Reminder } from '@doita/shared';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { TimeField } from '@/components/ui/time-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { type ApiFieldError, fieldErrorMessage, isApiError } from '@/lib/api-error';
import { notifyFailure } from '@/lib/error-toast';
import { translateFormMessage } from '@/lib/i18n';
import { toast } from '@/lib/toast-store';
import { useSaveReminder } from '../api/save-reminder';
import { ReminderWhenFields } from './reminder-when-fields';
import {
  type ReminderFormErrors,
  type ReminderFormField,
  type ReminderFormValues,
  checkReminderForm,
  initialValues,
  reminderBody,
} from './reminder-form-rules';

export interface ReminderFormProps {
  reminder: Reminder | null;
  timeZone: string;
  /**
   * connected: the form offers "only me" (a single person's reminders are theirs alone;
   * one may write reminders without a couple)
   */
  hasCouple: boolean;
  /** the signed-in person: only a reminder's author chooses who sees it */
  currentUserId?: string | null;
  onDone: () => void;
  /** after a successful save (e.g. the dashboard asks for its numbers again) */
  onSaved?: () => void;
}

/** Server field names -> the form's. */
const SERVER_FIELDS: Record<string, ReminderFormField> = {
  title: 'title',
  description: 'description',
  datetime: 'date',
  reminderDate: 'date',
  reminderTime: 'time',
  type: 'type',
  recurringType: 'recurringType',
  'lunarDate.day': 'lunarDay',
  'lunarDate.isLeapMonth': 'lunarDay',
  lunarDate: 'lunarDay',
  leadDays: 'leadDays',
  isPrivate: 'isPrivate',
};

/** A 422's field errors under the form's fields; `unplaced` when one has no field here. */
function placedErrors(errors: ApiFieldError[]) {
  const mapped: ReminderFormErrors = {};
  let unplaced = false;
  for (const item of errors) {
    const field = SERVER_FIELDS[item.field];
    if (field) mapped[field] = fieldErrorMessage(item);
    else unplaced = true;
  }
  return { mapped, unplaced };
}

/** The reminder form modal's body: create or edit; submit stays disabled while anything is missing or wrong. */
export function ReminderForm({
  reminder,
  timeZone,
  hasCouple,
  currentUserId,
  onDone,
  onSaved,
}: ReminderFormProps) {
  const mayChangePrivacy = !reminder || !currentUserId || reminder.userId === currentUserId;
  const privateHintId = useId();
  const { t } = useTranslation(['reminders', 'validation', 'common']);
  const [now] = useState(() => new Date());
  const initial = useMemo(() => initialValues(reminder, now, timeZone), [reminder, now, timeZone]);
  const [values, setValues] = useState<ReminderFormValues>(initial);
  const [touched, setTouched] = useState<Partial<Record<ReminderFormField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<ReminderFormErrors>({});
  const save = useSaveReminder(reminder?.id ?? null);
  const check = checkReminderForm(values, { isNew: !reminder, now: new Date(), timeZone });
  const canSubmit =
    Object.keys(check.errors).length === 0 && Object.keys(serverErrors).length === 0;

  const change = (patch: Partial<ReminderFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setTouched((seen) => ({
      ...seen,
      ...Object.fromEntries(Object.keys(patch).map((k) => [k, true])),
    }));
    setServerErrors({});
  };
  const errorOf = (field: ReminderFormField) =>
    translateFormMessage(
      t,
      serverErrors[field] ?? (touched[field] ? check.errors[field] : undefined),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = reminderBody(values, check, reminder ? initial : null);
    if (!canSubmit || !body) return;
    save.mutate(body, {
      onSuccess: () => {
        toast.success(t(reminder ? 'toast.updated' : 'toast.created'));
        onSaved?.();
        onDone();
      },
      onError: (error) => {
        if (isQueuedWrite(error)) {
          onDone();
          return;
        }
        // A 422 goes under its fields; what has no field here (or any other failure) is
        // the 'Có lỗi khi tạo nhắc nhở' / 'Có lỗi khi cập nhật nhắc nhở' toast.
        if (isApiError(error) && error.status === 422 && error.errors.length > 0) {
          const { mapped, unplaced } = placedErrors(error.errors);
          setServerErrors(mapped);
          if (!unplaced) return;
        }
        notifyFailure(t(reminder ? 'failure.update' : 'failure.create'), error);
      },
    });
  };

  return (
    <div className="relative mt-4">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Field label={t('form.title')} error={errorOf('title')} required>
          {(c) => (
            <Input
              {...c}
              value={values.title}
              placeholder={t('form.titlePlaceholder')}
              maxLength={220}
              onChange={(e) => change({ title: e.target.value })}
            />
          )}
        </Field>
        <Field label={t('form.note')} error={errorOf('description')}>
          {(c) => (
            <Textarea
              {...c}
              value={values.description}
              rows={2}
              placeholder={t('form.notePlaceholder')}
              onChange={(e) => change({ description: e.target.value })}
            />
          )}
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field label={t('form.type')}>
            {(c) => (
              <Select
                {...c}
                value={values.type}
                onChange={(e) => change({ type: e.target.value as ReminderFormValues['type'] })}
              >
                {REMINDER_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`types.${type}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('form.time')} error={errorOf('time')} required>
            {(c) => <TimeField {...c} value={values.time} onChange={(time) => change({ time })} />}
          </Field>
        </div>
        <ReminderWhenFields
          values={values}
          check={check}
          errorOf={errorOf}
          change={change}
          timeZone={timeZone}
        />
        {hasCouple && mayChangePrivacy && (
          <div className="flex flex-col gap-1">
            <Checkbox
              label={t('form.private')}
              checked={values.isPrivate}
              onChange={(e) => change({ isPrivate: e.target.checked })}
              aria-describedby={privateHintId}
            />
            <p id={privateHintId} className="ps-8 text-xs text-muted">
              {t('form.privateHint')}
            </p>
          </div>
        )}
        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onDone}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            type="submit"
            disabled={!canSubmit}
            loading={save.isPending}
            loadingText={t('form.saving')}
          >
            {t(reminder ? 'form.save' : 'form.create')}
          </Button>
        </div>
      </form>
    </div>
  );
}
