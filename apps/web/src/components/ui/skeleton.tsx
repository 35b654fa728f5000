import { cn } from '@/lib/cn';

/** A placeholder block while content loads (decorative: the region carries the status). */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      className={cn('animate-pulse rounded-xl bg-surface-2 motion-reduce:animate-none', className)}
      aria-hidden="true"
    />
  );
}
