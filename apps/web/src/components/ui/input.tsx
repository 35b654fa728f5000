import type { InputHTMLAttributes, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export const controlClasses = cn(
  'w-full rounded-xl border border-border-strong bg-surface px-3.5 text-base text-fg shadow-xs transition-colors',
  'placeholder:text-muted hover:border-fg/40',
  'focus-visible:border-ring focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
  'aria-[invalid=true]:border-danger aria-[invalid=true]:focus-visible:outline-danger/30',
  'disabled:cursor-not-allowed disabled:bg-surface-2 disabled:opacity-70',
);

export function Input({
  className,
  ref,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <input ref={ref} className={cn(controlClasses, 'min-h-11 py-2', className)} {...props} />;
}

export function Textarea({
  className,
  ref,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <textarea ref={ref} className={cn(controlClasses, 'min-h-24 py-2.5', className)} {...props} />
  );
}

export function Select({
  className,
  ref,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  return (
    <select ref={ref} className={cn(controlClasses, 'min-h-11 py-2 pe-8', className)} {...props} />
  );
}
