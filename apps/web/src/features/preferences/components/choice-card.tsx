import { useId, type ReactNode } from 'react';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * One option of a radio group drawn as a card: a real radio input (arrow keys move between
 * the options, the screen reader reads "1 of 3, selected") behind a label.
 */
export function ChoiceCard({
  name,
  value,
  checked,
  onSelect,
  label,
  hint,
  icon,
  preview,
  lang,
  className,
}: {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  label: string;
  hint?: string;
  icon?: ReactNode;
  /** drawn above the label (e.g. a theme's palette) */
  preview?: ReactNode;
  lang?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      lang={lang}
      className={cn(
        'relative flex cursor-pointer flex-col gap-2 rounded-2xl border-2 bg-surface p-3.5 transition-colors',
        'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
        checked ? 'border-primary bg-primary-soft/60' : 'border-border hover:border-border-strong',
        className,
      )}
    >
      <input
        id={id}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        aria-labelledby={`${id}-label`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        // covers the card, invisible: a click anywhere on the card is a click on the radio
        className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-2xl opacity-0"
      />
      {checked && (
        <span
          aria-hidden="true"
          className="absolute -top-2 -right-2 flex size-6 items-center justify-center rounded-full bg-primary text-primary-fg shadow-sm ring-2 ring-bg"
        >
          <Check className="size-3.5" strokeWidth={3} />
        </span>
      )}
      {preview}
      <span className="flex items-center gap-2 font-semibold">
        {icon}
        <span id={`${id}-label`} className="min-w-0 flex-1">
          {label}
        </span>
      </span>
      {hint && (
        <span id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </span>
      )}
    </label>
  );
}
