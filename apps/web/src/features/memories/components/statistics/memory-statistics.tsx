import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartColumn, Heart, Lock, Images, Users } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import { useMemoryStatistics } from '../../api/get-memory-statistics';
import { MoodIcon } from '@/components/ui/mood-icon';
import { BarList } from './bar-list';
import { MonthChart } from './month-chart';
import { PlacesStats } from '@/features/places';

function Tile({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-border bg-surface p-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary [&_svg]:size-5">
        {icon}
      </span>
      <span className="flex flex-col">
        <span className="text-2xl font-semibold tabular-nums">{value}</span>
        <span className="text-sm text-muted">{label}</span>
      </span>
    </div>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5 shadow-card">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/** Counts drawn as charts (by month, mood, tag), each with a table for screen readers. */
export function MemoryStatisticsPanel() {
  const { t, i18n } = useTranslation('memories');
  const statistics = useMemoryStatistics();
  const n = (value: number) => formatNumber(value, i18n.language);

  if (statistics.isPending) {
    return (
      <div role="status" className="flex flex-col gap-4">
        <span className="sr-only">{t('statistics.loading')}</span>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
        <Skeleton className="h-56" />
      </div>
    );
  }
  if (statistics.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert type="error">{t('statistics.error')}</Alert>
        <Button variant="outline" onClick={() => void statistics.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  }
  const s = statistics.data;
  if (s.total === 0) {
    return (
      <EmptyState
        icon={<ChartColumn aria-hidden="true" />}
        title={t('statistics.emptyTitle')}
        description={t('statistics.emptyDescription')}
        headingLevel={3}
        className="rounded-3xl border border-border bg-surface"
      />
    );
  }
  return (
    <div className="flex flex-col gap-4" data-testid="memory-statistics">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Tile
          icon={<Images aria-hidden="true" />}
          label={t('statistics.total')}
          value={n(s.total)}
        />
        <Tile
          icon={<Users aria-hidden="true" />}
          label={t('statistics.shared')}
          value={n(s.shared)}
        />
        <Tile
          icon={<Lock aria-hidden="true" />}
          label={t('statistics.private')}
          value={n(s.private)}
        />
        <Tile
          icon={<Heart aria-hidden="true" />}
          label={t('statistics.favorites')}
          value={n(s.favorites)}
        />
      </div>
      <Panel title={t('statistics.byMonth')}>
        <MonthChart counts={s.byMonth} />
      </Panel>
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title={t('statistics.byMood')}>
          <BarList
            caption={t('statistics.byMood')}
            labelHeader={t('statistics.mood')}
            emptyText={t('statistics.noMood')}
            rows={s.byMood.map(({ mood, count }) => ({
              key: mood,
              label: t(`moods.${mood}`),
              icon: <MoodIcon mood={mood} className="text-primary" />,
              count,
            }))}
          />
        </Panel>
        <Panel title={t('statistics.byTag')}>
          <BarList
            caption={t('statistics.byTag')}
            labelHeader={t('statistics.tag')}
            emptyText={t('statistics.noTag')}
            rows={s.byTag.map(({ tag, count }) => ({ key: tag, label: t(`tags.${tag}`), count }))}
          />
        </Panel>
      </div>
      <PlacesStats />
      {s.mostLoved.length > 0 && (
        <Panel title={t('statistics.mostLoved')}>
          <ol className="flex flex-col gap-2">
            {s.mostLoved.map((memory) => (
              <li key={memory.id} className="flex flex-wrap items-baseline justify-between gap-2">
                <Link to={`/memories/${memory.id}`} className="font-medium hover:text-primary">
                  {memory.title}
                </Link>
                <span className="text-sm text-muted">
                  {t('statistics.loved', {
                    reactions: n(memory.reactions),
                    comments: n(memory.comments),
                  })}
                </span>
              </li>
            ))}
          </ol>
        </Panel>
      )}
    </div>
  );
}
