import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MapPinned } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import { useMemoryPlaces } from '../api/places';
import { placeListAddress } from '../lib/place-address';

/** the places named in the statistics: those with the most memories */
const SHOWN = 5;

/**
 * "Places we've been" in the memories' statistics: how many places our memories are pinned
 * at, the ones with the most memories (each opens the list filtered by it), and the map.
 */
export function PlacesStats() {
  const { t, i18n } = useTranslation('places');
  const places = useMemoryPlaces();
  const list = places.data?.places ?? [];
  return (
    <section
      aria-labelledby="places-stats-title"
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5 shadow-card"
      data-testid="places-stats"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="places-stats-title" className="flex items-center gap-2 font-semibold">
          <MapPinned className="size-5 text-primary" aria-hidden="true" />
          {t('stats.title')}
          {places.data && (
            <span className="font-normal text-muted">
              · {t('stats.summary', { count: list.length })}
            </span>
          )}
        </h3>
        <Link to="/map" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          {t('stats.open')}
        </Link>
      </div>
      {places.isPending ? (
        <Skeleton className="h-20" />
      ) : places.isError ? (
        <p className="text-sm text-danger">{t('stats.error')}</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-muted">{t('stats.empty')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {list.slice(0, SHOWN).map((place) => (
            <li key={`${place.name}|${place.lat}|${place.lng}`}>
              <Link
                to={placeListAddress(place.name)}
                className="inline-flex min-h-9 items-center gap-2 rounded-full border border-border px-3 text-sm hover:border-primary"
              >
                <span className="font-medium">{place.name}</span>
                <span className="text-muted tabular-nums">
                  {formatNumber(place.count, i18n.language)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
