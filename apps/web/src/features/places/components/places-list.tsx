import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { List, MapPin } from 'lucide-react';
import { PLACE_LIMITS, type MemoryPlace } from '@doita/shared';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { placeListAddress } from '../lib/place-address';

const STEP = PLACE_LIMITS.listStep;

const keyOf = (place: MemoryPlace) => `${place.name}|${place.lat}|${place.lng}`;

/**
 * Every place as a list under the map (what a screen reader uses; the map itself is a picture
 * with buttons on it), 50 at a time: "Show more" adds 50 more and takes the focus to the first
 * of them, so a keyboard goes on reading where the list grew rather than starting again.
 */
export function PlacesList({
  places,
  selected,
  onSelect,
}: {
  places: MemoryPlace[];
  selected: MemoryPlace | null;
  onSelect: (place: MemoryPlace) => void;
}) {
  const { t, i18n } = useTranslation('places');
  const [shown, setShown] = useState<number>(STEP);
  // the first place "Show more" revealed, to take the focus once it is drawn
  const [revealed, setRevealed] = useState<number | null>(null);
  const firstNew = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (revealed !== null) firstNew.current?.focus();
  }, [revealed]);

  const visible = places.slice(0, shown);
  const more = places.length - visible.length;
  return (
    <section aria-labelledby="places-list-title" className="flex flex-col gap-3">
      <h2 id="places-list-title" className="flex items-center gap-2 text-lg font-semibold">
        <List className="size-5 text-primary" aria-hidden="true" />
        {t('list.title')}
      </h2>
      {/* one shrinkable column on a phone: an auto track would grow to a long name's width */}
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {visible.map((place, index) => (
          <li
            key={keyOf(place)}
            className="flex min-w-0 items-center justify-between gap-3 rounded-xl border border-border bg-surface px-3 py-2"
          >
            <button
              type="button"
              ref={index === revealed ? firstNew : undefined}
              className="flex min-h-10 min-w-0 flex-1 items-center gap-2 text-start font-medium hover:text-primary"
              aria-pressed={place === selected}
              onClick={() => onSelect(place)}
            >
              <MapPin className="size-4 shrink-0 text-primary" aria-hidden="true" />
              <span className="min-w-0 truncate" title={place.name}>
                {place.name}
              </span>
            </button>
            <Link
              to={placeListAddress(place.name)}
              className="shrink-0 text-sm text-primary hover:underline"
              aria-label={t('list.memoriesAt', { place: place.name, count: place.count })}
            >
              {t('list.count', { count: place.count })}
            </Link>
          </li>
        ))}
      </ul>
      {places.length > STEP && (
        <p className="text-center text-sm text-muted" role="status">
          {t('list.shown', {
            shown: formatNumber(visible.length, i18n.language),
            total: formatNumber(places.length, i18n.language),
          })}
        </p>
      )}
      {more > 0 && (
        <Button
          variant="outline"
          className="self-center"
          onClick={() => {
            setRevealed(visible.length);
            setShown(visible.length + STEP);
          }}
        >
          {t('list.more')}
        </Button>
      )}
    </section>
  );
}
