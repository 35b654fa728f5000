import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** An on/off setting (role="switch"), named by its label and described by its hint. */
export function SwitchRow({
  label,
  hint,
  checked,
  onChange,
  disabled,
  icon,
  children,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  icon?: ReactNode;
  /** more about this setting under the hint (e.g. this device's push state) */
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      {icon && (
        <span className="mt-0.5 shrink-0 text-primary [&_svg]:size-5" aria-hidden="true">
          {icon}
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div>
          <label htmlFor={id} className="font-semibold">
            {label}
          </label>
          {hint && (
            <p id={`${id}-hint`} className="text-sm text-muted">
              {hint}
            </p>
          )}
        </div>
        {children}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 transition-colors',
          'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
          'disabled:cursor-not-allowed disabled:opacity-55',
          'before:absolute before:-inset-2 before:content-[""]',
          checked ? 'border-primary bg-primary' : 'border-border-strong bg-surface-2',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'size-5 rounded-full shadow-sm transition-transform motion-reduce:transition-none',
            checked ? 'translate-x-5 bg-primary-fg rtl:-translate-x-5' : 'translate-x-0.5 bg-fg/60',
          )}
        />
      </button>
    </div>
  );
}
