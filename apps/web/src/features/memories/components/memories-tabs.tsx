import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartColumn, LayoutGrid } from 'lucide-react';
import { cn } from '@/lib/cn';
import { tabKeyTarget } from '@/lib/tab-keys';
import type { MemoriesView } from '../hooks/use-memory-filters';

const VIEWS: { view: MemoriesView; icon: typeof LayoutGrid }[] = [
  { view: 'list', icon: LayoutGrid },
  { view: 'statistics', icon: ChartColumn },
];

/** List or statistics: a tab list (arrow keys move between the tabs). */
export function MemoriesTabs({
  view,
  onChange,
  baseId,
}: {
  view: MemoriesView;
  onChange: (view: MemoriesView) => void;
  /** tabs are `<baseId>-tab-<view>`, the panel `<baseId>-panel` */
  baseId: string;
}) {
  const { t } = useTranslation('memories');
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = tabKeyTarget(event.key, index, VIEWS.length);
    if (next === null) return;
    event.preventDefault();
    const target = VIEWS[next];
    if (!target) return;
    onChange(target.view);
    refs.current[next]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={t('views.label')}
      className="inline-flex self-start rounded-xl border border-border bg-surface p-1"
    >
      {VIEWS.map(({ view: v, icon: Icon }, index) => (
        <button
          key={v}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`${baseId}-tab-${v}`}
          aria-selected={view === v}
          aria-controls={`${baseId}-panel`}
          tabIndex={view === v ? 0 : -1}
          onClick={() => onChange(v)}
          onKeyDown={(event) => onKeyDown(event, index)}
          className={cn(
            'inline-flex min-h-10 items-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors',
            view === v ? 'bg-primary text-primary-fg shadow-sm' : 'text-muted hover:text-fg',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
          {t(`views.${v}`)}
        </button>
      ))}
    </div>
  );
}
