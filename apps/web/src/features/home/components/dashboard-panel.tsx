import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

/** A titled card of the dashboard, with an optional link beside its heading. */
export function DashboardPanel({
  id,
  title,
  action,
  children,
  className,
}: {
  id: string;
  title: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn('flex min-w-0 flex-col gap-4', className)}>
      <section aria-labelledby={id} className="flex flex-1 flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id={id} className="font-display text-xl font-semibold">
            {title}
          </h2>
          {action}
        </div>
        {children}
      </section>
    </Card>
  );
}

/** A panel's rows while the dashboard loads. */
export function PanelRowsSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <ul className="flex flex-col gap-3" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="flex items-center gap-3">
          <Skeleton className="size-10 shrink-0" />
          <span className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/3" />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A gentle "nothing yet" inside a panel, with the action that fills it. */
export function PanelEmpty({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-1 flex-col items-start gap-2 rounded-xl bg-surface-2/60 p-4">
      <p className="font-semibold">{title}</p>
      <p className="text-sm text-muted">{message}</p>
      {children && <div className="mt-2">{children}</div>}
    </div>
  );
}

export const rowLinkClasses =
  'group flex items-center gap-3 rounded-xl p-2 -mx-2 transition-colors hover:bg-surface-2';
