import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '@doita/shared';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { translateFormMessage } from '@/lib/i18n';
import type { FormCheck, ReminderFormValues } from './reminder-form-rules';
import { formatShownDate } from '@/lib/format';

const DAYS = Array.from({ length: 30 }, (_, i) => i + 1);
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** Lunar day, month and leap flag, and the solar date they fall on next. */
export function ReminderLunarFields({
  values,
  check,
  error,
  onChange,
}: {
  values: ReminderFormValues;
  check: FormCheck;
  error: string | undefined;
  onChange: (patch: Partial<ReminderFormValues>) => void;
}) {
  const { t } = useTranslation(['reminders', 'validation']);
  const next = check.lunarNext;
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-surface-2 p-3">
      <div className="grid grid-cols-2 gap-3">
        <Field label={t('form.lunarDay')} error={translateFormMessage(t, error)}>
          {(c) => (
            <Select
              {...c}
              value={values.lunarDay}
              onChange={(e) => onChange({ lunarDay: Number(e.target.value) })}
            >
              {DAYS.map((day) => (
                <option key={day} value={day}>
                  {day}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('form.lunarMonth')}>
          {(c) => (
            <Select
              {...c}
              value={values.lunarMonth}
              onChange={(e) => onChange({ lunarMonth: Number(e.target.value) })}
            >
              {MONTHS.map((month) => (
                <option key={month} value={month}>
                  {month}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Checkbox
        label={t('form.lunarLeap')}
        checked={values.lunarLeap}
        onChange={(e) => onChange({ lunarLeap: e.target.checked })}
      />
      <p className="text-sm font-medium" role="status" data-testid="lunar-falls-on">
        {next
          ? t('form.lunarFallsOn', { date: formatShownDate(formatIsoDate(next.solar)) })
          : t('form.lunarNoDate')}
      </p>
    </div>
  );
}
