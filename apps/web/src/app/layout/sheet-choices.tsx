import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

export interface SheetChoice<T extends string> {
  value: T;
  label: string;
  icon?: LucideIcon;
  /** the language the label is written in (a language's own name) */
  lang?: string;
}

/** A labelled group of pressed/unpressed buttons in the menu sheet (theme, language). */
export function SheetChoices<T extends string>({
  legend,
  choices,
  current,
  onPick,
}: {
  legend: string;
  choices: SheetChoice<T>[];
  current: string;
  onPick: (value: T) => void;
}) {
  return (
    <fieldset className="px-4">
      <legend className="mb-2 text-xs font-semibold tracking-wide text-muted uppercase">
        {legend}
      </legend>
      <div className="grid grid-cols-2 gap-2">
        {choices.map(({ value, label, icon: Icon, lang }) => (
          <button
            key={value}
            type="button"
            lang={lang}
            aria-pressed={current === value}
            onClick={() => onPick(value)}
            className={cn(
              'flex min-h-11 items-center justify-center gap-2 rounded-xl border text-sm font-semibold',
              current === value
                ? 'border-primary bg-primary-soft text-fg'
                : 'border-border text-muted hover:text-fg',
            )}
          >
            {Icon && <Icon className="size-4" aria-hidden="true" />}
            {label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
