import { cn } from '@/lib/cn';

/** A placeholder block while content loads (decorative: the region carries the status). */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      className={cn(
        'animate-pulse bg-surface-2 motion-reduce:animate-none',
        // a corner given by the caller wins (cn does not merge Tailwind classes)
        !/(^|\s)rounded(-|\s|$)/.test(className ?? '') && 'rounded-xl',
        className,
      )}
      aria-hidden="true"
    />
  );
}
