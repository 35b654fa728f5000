import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function Badge({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-fg',
        className,
      )}
    >
      {children}
    </span>
  );
}
