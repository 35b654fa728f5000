import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VALIDATION, parseClockTime, parseIsoDate, zonedToInstant } from '@doita/shared';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { DateField } from '@/components/ui/date-field';
import { TimeField } from '@/components/ui/time-field';
import { translateFormMessage } from '@/lib/i18n';
import { useNow } from '@/lib/use-now';

/** Snooze until a chosen date and time (the caller's zone); only the future is accepted. */
export function SnoozeForm({
  timeZone,
  onPick,
  onCancel,
}: {
  timeZone: string;
  onPick: (until: Date) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['reminders', 'validation', 'common']);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [touched, setTouched] = useState(false);
  const now = useNow(15_000);
  const day = parseIsoDate(date);
  const clock = parseClockTime(time.slice(0, 5));
  const instant = day && clock ? zonedToInstant({ ...day, ...clock }, timeZone) : null;
  const error =
    !date || !time
      ? VALIDATION.required
      : !instant
        ? VALIDATION.nonexistentTime
        : instant.getTime() <= now.getTime()
          ? VALIDATION.snoozePast
          : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!error && instant) onPick(instant);
  };
  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
      {/* A day and a time in the app's language and 24-hour clock, not the browser's. */}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold">{t('snooze.customLabel')}</legend>
        <div className="grid grid-cols-[1fr_7rem] gap-3">
          <Field label={t('form.date')} required>
            {(c) => (
              <DateField
                {...c}
                value={date}
                onChange={(next) => {
                  setDate(next);
                  setTouched(true);
                }}
              />
            )}
          </Field>
          <Field label={t('form.time')} required>
            {(c) => (
              <TimeField
                {...c}
                value={time}
                onChange={(next) => {
                  setTime(next);
                  setTouched(true);
                }}
              />
            )}
          </Field>
        </div>
        {touched && error && (
          <p className="text-sm font-medium text-danger" role="alert">
            {translateFormMessage(t, error)}
          </p>
        )}
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" disabled={!!error}>
          {t('snooze.save')}
        </Button>
      </div>
    </form>
  );
}
