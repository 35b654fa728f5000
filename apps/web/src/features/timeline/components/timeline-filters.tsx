import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMELINE_FILTERS, type TimelineFilter } from '@doita/shared';
import { cn } from '@/lib/cn';
import { tabKeyTarget } from '@/lib/tab-keys';

export const TIMELINE_PANEL_ID = 'timeline-panel';
export const tabIdOf = (filter: TimelineFilter) => `timeline-tab-${filter}`;

/**
 * The five filters as tabs: one tab stop, arrow keys, Home and End move
 * and select (automatic activation: each choice is one request).
 */
export function TimelineFilters({
  value,
  onChange,
}: {
  value: TimelineFilter;
  onChange: (filter: TimelineFilter) => void;
}) {
  const { t } = useTranslation('timeline');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = tabKeyTarget(
      event.key,
      TIMELINE_FILTERS.indexOf(value),
      TIMELINE_FILTERS.length,
    );
    if (target === null) return;
    event.preventDefault();
    const next = TIMELINE_FILTERS[target];
    if (!next) return;
    onChange(next);
    tabs.current[target]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t('filters.label')}
      onKeyDown={onKeyDown}
      className="flex flex-wrap gap-1.5"
    >
      {TIMELINE_FILTERS.map((filter, index) => {
        const active = filter === value;
        return (
          <button
            key={filter}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            id={tabIdOf(filter)}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={TIMELINE_PANEL_ID}
            tabIndex={active ? 0 : -1}
            onClick={() => onChange(filter)}
            className={cn(
              'inline-flex min-h-11 shrink-0 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors',
              active
                ? 'border-primary bg-primary text-primary-fg'
                : 'border-border bg-surface text-fg hover:bg-surface-2',
            )}
          >
            {t(`filters.${filter}`)}
          </button>
        );
      })}
    </div>
  );
}
