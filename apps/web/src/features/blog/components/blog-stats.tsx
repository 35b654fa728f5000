import { useTranslation } from 'react-i18next';
import { FilePen, Heart, MessageCircle, Newspaper, Send } from 'lucide-react';
import type { BlogStatistics } from '@doita/shared';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatMonthYear, formatNumber } from '@/lib/format';
import { useStatistics } from '../api/get-statistics';
import { BarChart } from './bar-chart';

function StatCards({ statistics }: { statistics: BlogStatistics }) {
  const { t, i18n } = useTranslation('blog');
  const cards = [
    { key: 'posts', value: statistics.total, icon: Newspaper },
    { key: 'published', value: statistics.published, icon: Send },
    { key: 'drafts', value: statistics.drafts, icon: FilePen },
    { key: 'likes', value: statistics.likes, icon: Heart },
    { key: 'comments', value: statistics.comments, icon: MessageCircle },
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {cards.map(({ key, value, icon: Icon }) => (
        <div key={key} className="flex items-center gap-3 rounded-xl bg-surface-2 p-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="flex min-w-0 flex-col-reverse">
            <dt className="truncate text-sm text-muted">{t(`stats.${key}`)}</dt>
            <dd className="text-2xl font-semibold tabular-nums" data-testid={`stat-${key}`}>
              {formatNumber(value, i18n.language)}
            </dd>
          </div>
        </div>
      ))}
    </dl>
  );
}

/** Statistics (signed in only): counts as cards, by category and by month as charts. */
export function BlogStats() {
  const { t, i18n } = useTranslation('blog');
  const statistics = useStatistics();
  return (
    <Card className="flex flex-col gap-5" aria-labelledby="blog-stats-title">
      <h2 id="blog-stats-title" className="font-display text-xl font-semibold">
        {t('stats.title')}
      </h2>
      {statistics.isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner /> {t('list.loading')}
        </p>
      ) : statistics.isError ? (
        <p role="alert" className="text-danger">
          {t('stats.loadFailed')}
        </p>
      ) : (
        <>
          <StatCards statistics={statistics.data} />
          <div className="grid gap-6 md:grid-cols-2">
            <BarChart
              title={t('stats.byCategory')}
              layout="rows"
              bars={statistics.data.byCategory.map(({ category, count }) => ({
                key: category,
                label: t(`categories.${category}`),
                value: count,
                description: `${t(`categories.${category}`)}: ${count}`,
              }))}
            />
            <BarChart
              title={t('stats.byMonth')}
              layout="columns"
              empty={t('stats.noMonths')}
              bars={statistics.data.byMonth.slice(-12).map(({ month, count }) => ({
                key: month,
                label: formatMonthYear(month, i18n.language),
                value: count,
                description: `${formatMonthYear(month, i18n.language)}: ${count}`,
              }))}
            />
          </div>
        </>
      )}
    </Card>
  );
}
