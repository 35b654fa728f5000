import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Images } from 'lucide-react';
import type { OnThisDayMemory } from '@doita/shared';
import { MediaCover } from '@/components/media/media-cover';
import { formatDay } from '@/lib/format';
import { DashboardPanel } from './dashboard-panel';

/** Memories dated this day in earlier years ("2 năm trước"), with their cover photo. */
export function OnThisDay({ memories }: { memories: OnThisDayMemory[] }) {
  const { t, i18n } = useTranslation('home');
  return (
    <DashboardPanel id="on-this-day-title" title={t('onThisDay.title')}>
      {memories.length === 0 ? (
        <p className="text-sm text-muted">{t('onThisDay.empty')}</p>
      ) : (
        <ul
          className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-3"
          data-testid="on-this-day"
        >
          {memories.map((memory) => (
            <li key={memory.id}>
              <Link
                to={`/memories/${encodeURIComponent(memory.id)}`}
                className="group flex h-full flex-col overflow-hidden rounded-xl border border-border bg-surface transition-colors hover:border-primary/50"
              >
                <div className="relative aspect-[16/10]">
                  {memory.cover ? (
                    <MediaCover
                      fill
                      image={memory.cover}
                      alt={t('onThisDay.coverAlt', { title: memory.title })}
                      sizes="(min-width: 1024px) 20rem, (min-width: 480px) 45vw, 100vw"
                    />
                  ) : (
                    <div
                      className="flex size-full items-center justify-center bg-(image:--hero) text-primary"
                      aria-hidden="true"
                    >
                      <Images className="size-10 opacity-60" />
                    </div>
                  )}
                  <span className="absolute top-2 left-2 rounded-full bg-surface/90 px-2.5 py-1 text-xs font-semibold text-fg shadow-sm">
                    {t('onThisDay.yearsAgo', { count: memory.yearsAgo })}
                  </span>
                </div>
                <span className="flex flex-col gap-0.5 p-3">
                  <span className="font-semibold group-hover:text-primary">{memory.title}</span>
                  <time dateTime={memory.date} className="text-sm text-muted">
                    {formatDay(memory.date, i18n.language)}
                  </time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
