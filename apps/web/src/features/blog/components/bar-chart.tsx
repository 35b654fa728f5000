import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface ChartBar {
  key: string;
  label: ReactNode;
  value: number;
  /** what a screen reader hears for this bar, e.g. "Love: 3" */
  description: string;
}

/**
 * A chart that is also a list: every bar has its label and number in text, so it reads
 * the same to a screen reader and stays legible at any width. `rows`: horizontal bars
 * (categories); `columns`: vertical bars (months).
 */
export function BarChart({
  title,
  bars,
  layout,
  empty,
}: {
  title: string;
  bars: ChartBar[];
  layout: 'rows' | 'columns';
  empty?: ReactNode;
}) {
  const id = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const share = (value: number) => `${Math.round((value / max) * 100)}%`;
  return (
    <figure className="flex min-w-0 flex-col gap-3" aria-labelledby={id}>
      <figcaption id={id} className="font-semibold">
        {title}
      </figcaption>
      {bars.length === 0 && empty ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : layout === 'rows' ? (
        <ul className="flex flex-col gap-2">
          {bars.map((bar) => (
            <li key={bar.key} className="grid grid-cols-[7rem_1fr_2rem] items-center gap-2 text-sm">
              <span className="truncate" aria-hidden="true">
                {bar.label}
              </span>
              <span className="h-3 overflow-hidden rounded-full bg-surface-2" aria-hidden="true">
                <span
                  className="block h-full rounded-full bg-primary transition-[width] duration-500"
                  style={{ width: share(bar.value) }}
                />
              </span>
              <span className="text-end font-semibold tabular-nums" aria-hidden="true">
                {bar.value}
              </span>
              <span className="sr-only">{bar.description}</span>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="flex h-40 items-end gap-1.5 overflow-x-auto pb-1">
          {bars.map((bar) => (
            <li
              key={bar.key}
              className="flex h-full min-w-8 flex-1 flex-col items-center justify-end gap-1 text-xs"
            >
              <span className="font-semibold tabular-nums" aria-hidden="true">
                {bar.value}
              </span>
              <span
                className={cn(
                  'w-full max-w-10 rounded-t-md bg-primary',
                  bar.value === 0 && 'bg-border',
                )}
                style={{ height: `max(4px, calc(${share(bar.value)} - 2.5rem))` }}
                aria-hidden="true"
              />
              <span className="whitespace-nowrap text-muted" aria-hidden="true">
                {bar.label}
              </span>
              <span className="sr-only">{bar.description}</span>
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
