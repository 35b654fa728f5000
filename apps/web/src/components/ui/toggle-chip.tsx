import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A pill that is on or off (aria-pressed): filters, moods, tags. */
export function ToggleChip({
  pressed,
  icon,
  className,
  children,
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  pressed: boolean;
  icon?: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      className={cn(
        'inline-flex min-h-9 shrink-0 items-center gap-1.5 rounded-full border px-3 text-sm font-medium whitespace-nowrap transition-colors pointer-coarse:min-h-11',
        '[&_svg]:size-4 [&_svg]:shrink-0',
        pressed
          ? 'border-primary bg-primary text-primary-fg'
          : 'border-border-strong/60 bg-surface text-fg hover:border-primary hover:bg-primary-soft',
        'disabled:cursor-not-allowed disabled:opacity-55',
        className,
      )}
      {...props}
    >
      {icon}
      {children}
    </button>
  );
}
