import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale, parseTimeEntry, type LocaleCode } from '@doita/shared';
import { cn } from '@/lib/cn';
import type { EntryFieldProps } from './entry-field';
import { Input } from './input';

export interface TimeFieldProps extends EntryFieldProps {
  /** `HH:mm`, or '' for none */
  value: string;
  /** a time read (`HH:mm`), '' when emptied, or the text as typed when it is not a time */
  onChange: (value: string) => void;
}

/**
 * A time typed on the app's 24-hour clock ("19:30"), never the browser's AM/PM as
 * `<input type="time">` shows it in an English browser. "19h30", "1930" and, in English,
 * "7:30 pm" are read too; what cannot be read says why under the field.
 */
export function TimeField({
  id,
  name,
  value,
  onChange,
  onBlur,
  disabled,
  className,
  ...aria
}: TimeFieldProps) {
  const { t, i18n } = useTranslation('common');
  const language: LocaleCode = isLocale(i18n.language) ? i18n.language : 'vi';
  const errorId = `${useId()}-error`;
  const [text, setText] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (parseTimeEntry(value, language).ok) {
      setText(value);
      setError(null);
    }
  }

  const commit = () => {
    const result = parseTimeEntry(text, language);
    if (result.ok) {
      setError(null);
      setText(result.value);
      if (result.value !== value) onChange(result.value);
    } else {
      setError(t('timeField.errors.format'));
      if (text.trim() !== value) onChange(text.trim());
    }
    onBlur?.();
  };

  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <Input
        id={id}
        name={name}
        type="text"
        autoComplete="off"
        value={text}
        disabled={disabled}
        placeholder={t('timeField.placeholder')}
        aria-invalid={aria['aria-invalid'] || !!error || undefined}
        aria-describedby={
          [aria['aria-describedby'], error ? errorId : null].filter(Boolean).join(' ') || undefined
        }
        aria-required={aria['aria-required']}
        onChange={(event) => {
          // A whole time counts as soon as it is typed; it is tidied when the field is left.
          setText(event.target.value);
          const typed = parseTimeEntry(event.target.value, language);
          if (!typed.ok || typed.value === value) return;
          setSeen(typed.value);
          setError(null);
          onChange(typed.value);
        }}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
