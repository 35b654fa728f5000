import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, MapPin, MapPinned } from 'lucide-react';
import { PLACE_LIMITS, memoriesContract, type MemoryPlace } from '@doita/shared';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { call } from '@/lib/api-contract';
import { queryKeyOf } from '@/lib/query-key';
import { formatDay } from '@/lib/format';
import { useBaseMap, useMapConfig, useMemoryPlaces } from '../api/places';
import { PlacesMap } from './places-map';
import { PlacesList } from './places-list';
import { placeListAddress } from '../lib/place-address';

/** the memories a chosen place shows under the map (as many as the map names); the list has them all */
const SHOWN_PER_PLACE = PLACE_LIMITS.memoryIdsPerPlace;

/**
 * /map: the places of our memories on a map (pins, grouped when close), the chosen place's
 * memories under it, and every place as a list, 50 at a time (`PlacesList`).
 */
export function PlacesPage() {
  const { t } = useTranslation('places');
  const places = useMemoryPlaces();
  const baseMap = useBaseMap();
  const mapConfig = useMapConfig();
  const [selected, setSelected] = useState<MemoryPlace | null>(null);
  const list = places.data?.places ?? [];

  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-col gap-2">
        <Link
          to="/memories"
          className="inline-flex items-center gap-1 self-start text-sm font-medium text-primary hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('page.back')}
        </Link>
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">{t('page.title')}</h1>
        <p className="text-muted">
          {places.data
            ? t('page.summary', {
                count: list.length,
                memories: list.reduce((n, place) => n + place.count, 0),
              })
            : t('page.subtitle')}
        </p>
      </header>

      {baseMap.isError && <Alert type="warning">{t('page.baseMapError')}</Alert>}
      {places.isError ? (
        <Alert type="error" title={t('page.error')}>
          <Button
            variant="outline"
            size="sm"
            className="mt-2"
            onClick={() => void places.refetch()}
          >
            {t('page.retry')}
          </Button>
        </Alert>
      ) : null}

      <section aria-labelledby="places-map-title" className="flex flex-col gap-3">
        <h2 id="places-map-title" className="sr-only">
          {t('map.title')}
        </h2>
        {places.isPending || baseMap.isPending ? (
          <Skeleton className="h-[60vh] min-h-80 rounded-2xl" />
        ) : (
          <PlacesMap
            baseMap={baseMap.data}
            places={list}
            selected={selected}
            onSelect={setSelected}
            tiles={mapConfig.data?.tiles}
            className="h-[60vh] min-h-80 rounded-2xl border border-border"
          />
        )}
        {places.data?.truncated && <p className="text-sm text-muted">{t('page.truncated')}</p>}
      </section>

      {selected && <PlaceMemories place={selected} onClose={() => setSelected(null)} />}

      {places.data && list.length === 0 && (
        <EmptyState
          icon={<MapPinned className="size-8" aria-hidden="true" />}
          title={t('empty.title')}
          description={t('empty.description')}
        >
          <Link to="/memories" className={buttonClasses({ variant: 'outline' })}>
            {t('empty.action')}
          </Link>
        </EmptyState>
      )}

      {list.length > 0 && <PlacesList places={list} selected={selected} onSelect={setSelected} />}
    </div>
  );
}

/** The chosen place: its newest memories, and the way to all of them in the list. */
function PlaceMemories({ place, onClose }: { place: MemoryPlace; onClose: () => void }) {
  const { t, i18n } = useTranslation('places');
  const query = { place: place.name, limit: String(SHOWN_PER_PLACE) };
  const memories = useQuery({
    queryKey: queryKeyOf(memoriesContract.search, { query }),
    queryFn: ({ signal }) => call(memoriesContract.search, { query }, { signal }),
  });
  return (
    <section
      aria-labelledby="place-memories-title"
      aria-live="polite"
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-card"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="place-memories-title" className="flex items-start gap-2 text-lg font-semibold">
            <MapPin className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
            <span className="min-w-0 wrap-anywhere">{place.name}</span>
          </h2>
          <p className="text-sm text-muted">{t('list.count', { count: place.count })}</p>
        </div>
        <Button variant="ghost" size="sm" className="shrink-0" onClick={onClose}>
          {t('place.close')}
        </Button>
      </div>
      {memories.isPending ? (
        <Skeleton className="h-24" />
      ) : memories.isError ? (
        <p className="text-sm text-danger">{t('place.error')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {memories.data.memories.map((memory) => (
            <li key={memory.id}>
              <Link
                to={`/memories/${memory.id}`}
                className="flex min-h-11 items-center justify-between gap-3 py-2 hover:text-primary"
              >
                <span className="min-w-0 truncate font-medium" title={memory.title}>
                  {memory.title}
                </span>
                <time dateTime={memory.date} className="shrink-0 text-sm text-muted">
                  {formatDay(memory.date, i18n.language)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to={placeListAddress(place.name)} className={buttonClasses({ variant: 'outline' })}>
        {t('place.all', { count: place.count })}
      </Link>
    </section>
  );
}
