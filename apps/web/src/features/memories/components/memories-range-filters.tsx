import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { parseIsoDate } from '@doita/shared';
import { DateField } from '@/components/ui/date-field';
import { Select } from '@/components/ui/input';
import type { MemoriesPrivacy } from '../hooks/use-memory-filters';

/** '' (no bound) or a real day: what the field hands on when the text is not one is left out. */
const isDay = (value: string) => value === '' || !!parseIsoDate(value);

/**
 * When (a date range, both days included) and who sees them (just me / both of us): the
 * search API's `dateFrom`, `dateTo` and `isPrivate`. A start after the end is said at once
 * and not applied.
 */
export function MemoriesRangeFilters({
  range,
  rangeInvalid,
  isPrivate,
  onRange,
  onPrivacy,
}: {
  range: { from: string; to: string };
  rangeInvalid: boolean;
  isPrivate: boolean | undefined;
  onRange: (range: { from?: string | null; to?: string | null }) => void;
  onPrivacy: (privacy: MemoriesPrivacy | null) => void;
}) {
  const { t } = useTranslation('memories');
  const id = useId();
  const privacy = isPrivate === undefined ? '' : isPrivate ? 'private' : 'shared';
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_1fr_minmax(12rem,0.9fr)]">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-from`} className="text-sm font-semibold">
          {t('filters.dateFrom')}
        </label>
        <DateField
          id={`${id}-from`}
          value={range.from}
          max={range.to || undefined}
          aria-invalid={rangeInvalid || undefined}
          aria-describedby={rangeInvalid ? `${id}-range-error` : undefined}
          onChange={(day) => isDay(day) && onRange({ from: day || null })}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-to`} className="text-sm font-semibold">
          {t('filters.dateTo')}
        </label>
        <DateField
          id={`${id}-to`}
          value={range.to}
          min={range.from || undefined}
          aria-invalid={rangeInvalid || undefined}
          aria-describedby={rangeInvalid ? `${id}-range-error` : undefined}
          onChange={(day) => isDay(day) && onRange({ to: day || null })}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-privacy`} className="text-sm font-semibold">
          {t('filters.privacy')}
        </label>
        <Select
          id={`${id}-privacy`}
          value={privacy}
          onChange={(event) => onPrivacy((event.target.value || null) as MemoriesPrivacy | null)}
        >
          <option value="">{t('filters.anyPrivacy')}</option>
          <option value="shared">{t('filters.sharedOnly')}</option>
          <option value="private">{t('filters.privateOnly')}</option>
        </Select>
      </div>
      {rangeInvalid && (
        <p
          id={`${id}-range-error`}
          role="alert"
          className="text-sm font-medium text-danger sm:col-span-3"
        >
          {t('filters.rangeInvalid')}
        </p>
      )}
    </div>
  );
}
