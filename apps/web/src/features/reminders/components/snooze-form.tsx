import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VALIDATION, parseClockTime, parseIsoDate, zonedToInstant } from '@doita/shared';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
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
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const now = useNow(15_000);
  const [date = '', time = ''] = value.split('T');
  const day = parseIsoDate(date);
  const clock = parseClockTime(time.slice(0, 5));
  const instant = day && clock ? zonedToInstant({ ...day, ...clock }, timeZone) : null;
  const error = !value
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
      <Field
        label={t('snooze.customLabel')}
        error={touched ? translateFormMessage(t, error) : undefined}
        required
      >
        {(c) => (
          <Input
            {...c}
            type="datetime-local"
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setTouched(true);
            }}
          />
        )}
      </Field>
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
