import { useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDays } from 'lucide-react';
import {
  DATE_ENTRY_PATTERNS,
  formatDateEntry,
  formatIsoDate,
  isLocale,
  parseDateEntry,
  type LocaleCode,
} from '@doita/shared';
import { cn } from '@/lib/cn';
import { DateCalendar } from './date-calendar';
import { IconButton } from './icon-button';
import type { EntryFieldProps } from './entry-field';
import { Input } from './input';
import { usePopoverDismiss } from './use-popover-dismiss';

export interface DateFieldProps extends EntryFieldProps {
  /** `YYYY-MM-DD`, or '' for none */
  value: string;
  /**
   * A day typed or picked (`YYYY-MM-DD`), '' when emptied; what was typed, as typed, when
   * it is not a day, so no form takes it for the day it had before.
   */
  onChange: (value: string) => void;
  min?: string | undefined;
  max?: string | undefined;
  /** the viewer's today, marked in the calendar (default: this device's) */
  today?: string | undefined;
}

const deviceToday = () => {
  const now = new Date();
  return formatIsoDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
};

/**
 * A date typed and shown in the app's language (14/02/2026, 14 Feb 2026), never the
 * browser's as `<input type="date">` would; with a calendar to pick from, by keyboard too.
 * What cannot be read says why under the field, in the language.
 */
export function DateField({
  id,
  name,
  value,
  onChange,
  onBlur,
  min,
  max,
  today,
  disabled,
  className,
  ...aria
}: DateFieldProps) {
  const { t, i18n } = useTranslation('common');
  const language: LocaleCode = isLocale(i18n.language) ? i18n.language : 'vi';
  const own = useId();
  const errorId = `${own}-error`;
  const calendarId = `${own}-calendar`;
  const shown = formatDateEntry(value, language);
  const [text, setText] = useState(shown);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  // The day changed from outside (a reset, a photo's date, another language): show it.
  const [seen, setSeen] = useState({ value, language });
  if (seen.value !== value || seen.language !== language) {
    setSeen({ value, language });
    if (shown || !value) {
      setText(shown);
      setError(null);
    }
  }

  const commit = () => {
    // The bounds keep the calendar's days; a typed day out of them is the form's to judge.
    const result = parseDateEntry(text, language);
    if (result.ok) {
      setError(null);
      setText(formatDateEntry(result.value, language));
      if (result.value !== value) onChange(result.value);
    } else {
      setError(t(`dateField.errors.${result.error}`, { pattern: DATE_ENTRY_PATTERNS[language] }));
      if (text.trim() !== value) onChange(text.trim());
    }
    // Leaving the text is leaving the field, for a form that checks fields once touched.
    onBlur?.();
  };

  const focusToggle = () =>
    root.current?.querySelector<HTMLButtonElement>('[data-calendar-toggle]')?.focus();
  // Escape closes the calendar only, not a dialog around the field.
  usePopoverDismiss(open, root, (by) => {
    setOpen(false);
    if (by === 'escape') focusToggle();
  });

  const describedBy =
    [aria['aria-describedby'], error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div ref={root} className={cn('relative flex flex-col gap-1', className)}>
      <div className="relative">
        <Input
          id={id}
          name={name}
          type="text"
          autoComplete="off"
          value={text}
          disabled={disabled}
          placeholder={DATE_ENTRY_PATTERNS[language]}
          aria-invalid={aria['aria-invalid'] || !!error || undefined}
          aria-describedby={describedBy}
          aria-required={aria['aria-required']}
          className="pe-12"
          onChange={(event) => {
            // A whole day counts as soon as it is typed (a form's Save need not wait for
            // a blur); the text is tidied and a mistake said when the field is left.
            setText(event.target.value);
            const typed = parseDateEntry(event.target.value, language);
            if (!typed.ok || typed.value === value) return;
            setSeen({ value: typed.value, language });
            setError(null);
            onChange(typed.value);
          }}
          onBlur={commit}
          onKeyDown={(event: ReactKeyboardEvent) => {
            if (event.key === 'Enter') commit();
            if (event.key === 'ArrowDown' && event.altKey) setOpen(true);
          }}
        />
        <IconButton
          data-calendar-toggle
          label={t('dateField.openCalendar')}
          aria-expanded={open}
          aria-controls={open ? calendarId : undefined}
          disabled={disabled}
          onClick={() => setOpen((was) => !was)}
          className="absolute top-1/2 right-1 flex size-9 -translate-y-1/2 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
        >
          <CalendarDays className="size-5" aria-hidden="true" />
        </IconButton>
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger" role="alert">
          {error}
        </p>
      )}
      {open && (
        <div
          id={calendarId}
          role="dialog"
          aria-label={t('dateField.calendarLabel')}
          className="absolute top-full left-0 z-30 mt-1 w-72 rounded-2xl border border-border bg-surface p-3 shadow-card"
        >
          <DateCalendar
            value={parseDateEntry(text, language).ok ? value : ''}
            today={today ?? deviceToday()}
            min={min}
            max={max}
            onPick={(iso) => {
              setText(formatDateEntry(iso, language));
              setError(null);
              onChange(iso);
              setOpen(false);
              focusToggle();
            }}
          />
        </div>
      )}
    </div>
  );
}
