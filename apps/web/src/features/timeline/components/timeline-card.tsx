import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * One entry of the timeline: its icon on the rail, then the card. A card with a link makes
 * the whole card clickable through its title's link (`after:inset-0`), so there is one tab
 * stop per entry.
 */
export function TimelineEntry({
  icon,
  tone = 'default',
  children,
  className,
  testId,
}: {
  icon: ReactNode;
  tone?: 'default' | 'celebrate';
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <li className="relative flex gap-3 sm:gap-4" data-testid={testId}>
      <span
        className={cn(
          'z-10 mt-4 flex size-10 shrink-0 items-center justify-center rounded-full ring-4 ring-bg [&_svg]:size-5',
          tone === 'celebrate' ? 'bg-primary text-primary-fg' : 'bg-primary-soft text-primary',
        )}
        aria-hidden="true"
      >
        {icon}
      </span>
      <article
        className={cn(
          'group relative min-w-0 flex-1 overflow-hidden rounded-2xl border bg-surface shadow-card transition-[border-color] hover:border-primary/50',
          tone === 'celebrate' ? 'border-primary/40 bg-(image:--hero)' : 'border-border',
          className,
        )}
      >
        {children}
      </article>
    </li>
  );
}

/** The title's link, stretched over the card; the focus ring goes round the card. */
export const stretchedLinkClasses =
  'outline-none after:absolute after:inset-0 after:rounded-2xl group-hover:text-primary focus-visible:after:outline-3 focus-visible:after:outline-ring';

/** The small line above a title: what it is and when. */
export function EntryMeta({ children }: { children: ReactNode }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm text-muted">{children}</p>
  );
}
