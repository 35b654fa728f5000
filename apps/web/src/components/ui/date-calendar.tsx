import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  dayNumber,
  daysInMonth,
  formatIsoDate,
  fromDayNumber,
  parseIsoDate,
  type LocalDate,
} from '@doita/shared';
import { IconButton } from '@/components/ui/icon-button';
import { cn } from '@/lib/cn';
import { formatLongDay, formatMonthName } from '@/lib/format';
import { intlLocale } from '@/lib/i18n';
import { dateTimeFormat } from '@/lib/intl-formatters';

/** Monday first, as calendars in Vietnam (and most of the world) start the week. */
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];
// 5 January 2026 was a Monday: the seven days from it name the columns.
const MONDAY = Date.UTC(2026, 0, 5);

const monthStart = (date: LocalDate): LocalDate => ({ ...date, day: 1 });

function addMonths(date: LocalDate, delta: number): LocalDate {
  const index = date.year * 12 + (date.month - 1) + delta;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  // 31 January + 1 month is 28/29 February, as the app moves recurring days
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/**
 * A month's grid of days to pick one, in the app's language: arrows move by a day or a
 * week, Page Up/Down by a month, Home/End to the week's ends, Enter or Space picks (Escape
 * is the field's). One day is in the tab order; each says its full date.
 */
export function DateCalendar({
  value,
  today,
  min,
  max,
  onPick,
}: {
  /** YYYY-MM-DD or '' */
  value: string;
  today: string;
  min?: string | undefined;
  max?: string | undefined;
  onPick: (iso: string) => void;
}) {
  const { t, i18n } = useTranslation('common');
  const language = i18n.language;
  const start = parseIsoDate(value) ?? parseIsoDate(today) ?? { year: 2026, month: 1, day: 1 };
  const [focused, setFocused] = useState<LocalDate>(start);
  const grid = useRef<HTMLTableElement>(null);

  useEffect(() => {
    // Opened, the chosen day (or today) has the focus, and it follows the keyboard.
    grid.current?.querySelector<HTMLButtonElement>('[tabindex="0"]')?.focus();
  }, [focused]);

  const first = monthStart(focused);
  const offset = (new Date(Date.UTC(first.year, first.month - 1, 1)).getUTCDay() + 6) % 7;
  const firstShown = dayNumber(first) - offset;
  const weeks = Math.ceil((offset + daysInMonth(first.year, first.month)) / 7);
  const outside = (iso: string) => (!!min && iso < min) || (!!max && iso > max);
  // Vietnamese calendars head their columns T2 ... CN ("Thứ 2" does not fit a column).
  const columnStyle = language.startsWith('vi') ? 'narrow' : 'short';
  const weekday = (i: number, style: 'narrow' | 'short' | 'long') =>
    dateTimeFormat(intlLocale(language), { weekday: style, timeZone: 'UTC' }).format(
      new Date(MONDAY + i * 86_400_000),
    );

  const move = (next: LocalDate) => setFocused(next);
  const onKeyDown = (event: KeyboardEvent) => {
    const n = dayNumber(focused);
    const col = (offset + focused.day - 1) % 7;
    const keys: Record<string, () => LocalDate> = {
      ArrowLeft: () => fromDayNumber(n - 1),
      ArrowRight: () => fromDayNumber(n + 1),
      ArrowUp: () => fromDayNumber(n - 7),
      ArrowDown: () => fromDayNumber(n + 7),
      PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
      Home: () => fromDayNumber(n - col),
      End: () => fromDayNumber(n + 6 - col),
    };
    const to = keys[event.key];
    if (!to) return;
    event.preventDefault();
    move(to());
  };

  const heading = `${formatMonthName(first.month, language)} ${first.year}`;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <IconButton
          label={t('dateField.previousMonth')}
          onClick={() => move(addMonths(focused, -1))}
          className="flex size-9 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
        </IconButton>
        <p className="font-semibold" aria-live="polite" id={`cal-${first.year}-${first.month}`}>
          {heading}
        </p>
        <IconButton
          label={t('dateField.nextMonth')}
          onClick={() => move(addMonths(focused, 1))}
          className="flex size-9 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
        >
          <ChevronRight className="size-4" aria-hidden="true" />
        </IconButton>
      </div>
      <table
        ref={grid}
        role="grid"
        aria-label={heading}
        className="w-full border-collapse text-center text-sm"
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {WEEKDAYS.map((i) => (
              <th
                key={i}
                scope="col"
                abbr={weekday(i, 'long')}
                className="pb-1 font-medium text-muted"
              >
                {weekday(i, columnStyle)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: weeks }, (_, week) => (
            <tr key={week}>
              {WEEKDAYS.map((col) => {
                const day = fromDayNumber(firstShown + week * 7 + col);
                const iso = formatIsoDate(day);
                const inMonth = day.month === first.month;
                const selected = iso === value;
                const isFocused = iso === formatIsoDate(focused);
                return (
                  <td key={col} role="gridcell" aria-selected={selected || undefined}>
                    {inMonth && (
                      <button
                        type="button"
                        tabIndex={isFocused ? 0 : -1}
                        disabled={outside(iso)}
                        aria-label={formatLongDay(iso, language)}
                        aria-current={iso === today ? 'date' : undefined}
                        aria-pressed={selected}
                        onClick={() => onPick(iso)}
                        onFocus={() => !isFocused && setFocused(day)}
                        className={cn(
                          'mx-auto flex size-9 items-center justify-center rounded-lg tabular-nums hover:bg-surface-2 disabled:cursor-not-allowed disabled:opacity-35 pointer-coarse:size-10',
                          iso === today && 'font-bold text-primary',
                          selected && 'bg-primary text-primary-fg hover:bg-primary',
                        )}
                      >
                        {day.day}
                      </button>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
