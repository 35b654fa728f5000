import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '@/lib/cn';

export function Checkbox({
  label,
  className,
  ref,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <label
      htmlFor={props.id ?? id}
      className={cn(
        'inline-flex min-h-11 cursor-pointer items-center gap-2.5 text-sm text-fg',
        className,
      )}
    >
      <input
        ref={ref}
        id={props.id ?? id}
        type="checkbox"
        className="size-5 shrink-0 cursor-pointer rounded-md border-border-strong accent-(--primary)"
        {...props}
      />
      {label}
    </label>
  );
}
