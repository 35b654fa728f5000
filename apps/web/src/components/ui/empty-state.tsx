import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** An illustrated message for a page or panel with nothing (yet) to show. */
export function EmptyState({
  icon,
  title,
  description,
  children,
  className,
  headingLevel = 2,
}: {
  icon: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  headingLevel?: 1 | 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cn('flex flex-col items-center px-4 py-10 text-center', className)}>
      <div className="mb-5 flex size-20 items-center justify-center rounded-3xl bg-primary-soft text-primary [&_svg]:size-9">
        {icon}
      </div>
      <Heading className="font-display text-2xl font-semibold text-balance sm:text-3xl">
        {title}
      </Heading>
      {description && <p className="mt-3 max-w-md text-pretty text-muted">{description}</p>}
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}
