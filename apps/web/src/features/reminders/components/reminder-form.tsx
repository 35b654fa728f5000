import { isQueuedWrite } from '@/lib/offline';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RECURRING_TYPES,
  REMINDER_LEAD_DAYS,
  REMINDER_TYPES,
  type Reminder,
  type ReminderLeadDays,
} from '@doita/shared';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { DateField } from '@/components/ui/date-field';
import { TimeField } from '@/components/ui/time-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { fieldErrorMessage, isApiError } from '@/lib/api-error';
import { notifyFailure } from '@/lib/error-toast';
import { translateFormMessage } from '@/lib/i18n';
import { toast } from '@/lib/toast-store';
import { useSaveReminder } from '../api/save-reminder';
import { ReminderLunarFields } from './reminder-lunar-fields';
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
          const mapped: ReminderFormErrors = {};
          let unplaced = false;
          for (const item of error.errors) {
            const field = SERVER_FIELDS[item.field];
            if (field) mapped[field] = fieldErrorMessage(item);
            else unplaced = true;
          }
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
        <Checkbox
          label={`${t('form.lunar')} · ${t('form.lunarHint')}`}
          checked={values.lunar}
          onChange={(e) => change({ lunar: e.target.checked })}
        />
        {values.lunar ? (
          <ReminderLunarFields
            values={values}
            check={check}
            error={errorOf('lunarDay') || undefined}
            onChange={change}
          />
        ) : (
          <Field
            label={t('form.date')}
            error={errorOf('date')}
            required
            hint={t('form.timeZone', { zone: timeZone })}
          >
            {(c) => <DateField {...c} value={values.date} onChange={(date) => change({ date })} />}
          </Field>
        )}
        <div className="flex flex-col gap-2">
          <Checkbox
            label={t('form.recurring')}
            checked={values.isRecurring}
            onChange={(e) => change({ isRecurring: e.target.checked })}
          />
          {values.isRecurring && (
            <Field label={t('form.recurringType')} error={errorOf('recurringType')}>
              {(c) => (
                <Select
                  {...c}
                  value={values.recurringType}
                  onChange={(e) =>
                    change({ recurringType: e.target.value as ReminderFormValues['recurringType'] })
                  }
                >
                  {RECURRING_TYPES.filter((kind) => kind !== 'none').map((kind) => (
                    <option
                      key={kind}
                      value={kind}
                      disabled={values.lunar && (kind === 'daily' || kind === 'weekly')}
                    >
                      {t(`repeat.${kind}`)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          )}
        </div>
        <Field label={t('form.leadDays')} error={errorOf('leadDays')} hint={t('form.leadDaysHint')}>
          {(c) => (
            <Select
              {...c}
              value={String(values.leadDays)}
              onChange={(e) => change({ leadDays: Number(e.target.value) as ReminderLeadDays })}
            >
              {REMINDER_LEAD_DAYS.map((days) => (
                <option key={days} value={days}>
                  {t(`lead.${days}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
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
