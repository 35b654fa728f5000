import { useId, type ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import { cn } from '@/lib/cn';

/** What a control inside a field needs to be labelled and described. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

export interface FieldProps {
  label: ReactNode;
  /** already translated */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** shown next to the label (e.g. "Quên mật khẩu?") */
  labelAside?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, a control, a hint and the error under it, wired with aria-invalid/aria-describedby. */
export function Field({
  label,
  error,
  hint,
  required,
  labelAside,
  className,
  children,
}: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <span className="inline-flex items-baseline gap-0.5">
          <label htmlFor={id} className="text-sm font-semibold text-fg">
            {label}
          </label>
          {/* Outside the label, so the field's name stays the label itself; aria-required says it. */}
          {required && (
            <span className="text-sm font-semibold text-primary" aria-hidden="true">
              *
            </span>
          )}
        </span>
        {labelAside}
      </div>
      {children({
        id,
        'aria-invalid': !!error,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {hint && (
        <div id={hintId} className="text-sm text-muted">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-danger">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
