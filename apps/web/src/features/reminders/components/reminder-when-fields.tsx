import { useTranslation } from 'react-i18next';
import { RECURRING_TYPES, REMINDER_LEAD_DAYS, type ReminderLeadDays } from '@doita/shared';
import { Checkbox } from '@/components/ui/checkbox';
import { DateField } from '@/components/ui/date-field';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { zoneLabel } from '@/lib/time-zone-names';
import { ReminderLunarFields } from './reminder-lunar-fields';
import type {
  ReminderFormField,
  ReminderFormValues,
  checkReminderForm,
} from './reminder-form-rules';

/** When a reminder happens and rings: its day (solar or lunar), how it repeats, how early. */
export function ReminderWhenFields({
  values,
  check,
  errorOf,
  change,
  timeZone,
}: {
  values: ReminderFormValues;
  check: ReturnType<typeof checkReminderForm>;
  errorOf: (field: ReminderFormField) => string | undefined;
  change: (patch: Partial<ReminderFormValues>) => void;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation('reminders');
  return (
    <>
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
          hint={t('form.timeZone', { zone: zoneLabel(timeZone, new Date(), i18n.language) })}
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
    </>
  );
}
