import { useId, type ReactNode } from 'react';
import { Textarea } from '@/components/ui/input';

/**
 * The comment form's shell: label, plain-text box (Ctrl/Cmd+Enter sends, Escape calls
 * `onEscape`), the characters left, the buttons (`actions`) and the error under the box.
 * The feature owns the text, the sending and the translations.
 */
export function CommentBox({
  label,
  labelHidden = false,
  value,
  onChange,
  onSubmit,
  onEscape,
  placeholder,
  maxLength,
  rows = 3,
  pending,
  remaining,
  error,
  actions,
}: {
  label: string;
  labelHidden?: boolean;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onEscape?: () => void;
  placeholder: string;
  maxLength: number;
  rows?: number;
  pending: boolean;
  /** "N characters left", translated */
  remaining: string;
  /** the translated error, if any */
  error: string | undefined;
  actions: ReactNode;
}) {
  const id = useId();
  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={id} className={labelHidden ? 'sr-only' : 'text-sm font-semibold'}>
        {label}
      </label>
      <Textarea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) onSubmit();
          if (e.key === 'Escape') onEscape?.();
        }}
        placeholder={placeholder}
        maxLength={maxLength}
        rows={rows}
        aria-invalid={!!error}
        aria-describedby={`${id}-left${error ? ` ${id}-error` : ''}`}
        disabled={pending}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={`${id}-left`} className="text-sm text-muted">
          {remaining}
        </span>
        {actions}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
