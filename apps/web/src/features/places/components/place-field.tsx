import { Suspense, lazy, useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Camera, MapPin, MapPinned, X } from 'lucide-react';
import { oneLineTextOf, type PlaceHit } from '@doita/shared';
import type { FieldControlProps } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { usePlaceSearch } from '../api/places';

const SEARCH_DELAY_MS = 200;

// The small map (and the base map it fetches) load when asked for, not with the form.
const PinPicker = lazy(() =>
  import('./pin-picker').then((module) => ({ default: module.PinPicker })),
);

export interface PlaceValue {
  name: string;
  coords: { lat: number; lng: number } | null;
}

// The EXIF reader and the gazetteer load with the first picked photo, not with the form.
const loadPhotoPlace = () => import('../lib/photo-place');

/**
 * A new memory's first photo may say where it was taken (EXIF GPS, read on this device):
 * the nearest place of the gazetteer is offered, never used without a yes. The position
 * itself is not kept: a yes uses the gazetteer place's name and coordinates.
 */
function usePhotoPlace(file: File | null | undefined): PlaceHit | null {
  const [suggestion, setSuggestion] = useState<{ file: File; place: PlaceHit } | null>(null);
  useEffect(() => {
    if (!file) return;
    let current = true;
    void loadPhotoPlace()
      .then(({ placeOfPhoto }) => placeOfPhoto(file))
      .then((place) => {
        if (current && place) setSuggestion({ file, place });
      })
      // no suggestion is all a failure costs
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [file]);
  return suggestion && suggestion.file === file ? suggestion.place : null;
}

/**
 * The memory's place: type a name (kept as typed: a name alone is a place too) or choose a
 * suggestion, the gazetteer's or one of ours (GET /places), which brings its coordinates and
 * puts the memory on the map. An ARIA combobox: typing or Down opens the list, arrows move,
 * Enter chooses, Escape closes. With the field empty, our recent places are offered.
 */
export function PlaceField({
  control,
  value,
  onChange,
  onBlur,
  photoFile,
}: {
  control: FieldControlProps;
  value: PlaceValue;
  onChange: (value: PlaceValue) => void;
  onBlur?: () => void;
  /** a new memory's first photo, picked now: where it was taken may be offered */
  photoFile?: File | null;
}) {
  const { t } = useTranslation('places');
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [query, setQuery] = useState(value.name.trim());
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(value.name.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value.name]);
  const search = usePlaceSearch(query, open);
  const options = open ? (search.data?.places ?? []) : [];
  const activeOption = active >= 0 ? options[active] : undefined;
  const photoPlace = usePhotoPlace(photoFile);
  const offer =
    photoPlace && photoPlace.name !== dismissed && photoPlace.name !== value.name
      ? photoPlace
      : null;

  const choose = (place: PlaceHit) => {
    onChange({ name: place.name, coords: { lat: place.lat, lng: place.lng } });
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (options.length === 0 ? -1 : (i + step + options.length) % options.length));
    } else if (event.key === 'Enter' && open && activeOption) {
      event.preventDefault();
      choose(activeOption);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="relative">
        <MapPin
          className={cn(
            'pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2',
            value.coords ? 'text-primary' : 'text-muted',
          )}
          aria-hidden="true"
        />
        <Input
          {...control}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? `${id}-${active}` : undefined}
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          placeholder={t('field.placeholder')}
          className={cn('ps-9', value.coords && 'pe-10')}
          value={value.name}
          onChange={(event) => {
            // a changed name is not the chosen place any more: its coordinates go
            onChange({ name: event.target.value, coords: null });
            setActive(-1);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            // a place is one line, as the schema keeps it: a pasted tab or line break shows
            // as the space it is saved as (the chosen place's coordinates stay)
            const name = oneLineTextOf(value.name);
            if (name !== value.name) onChange({ name, coords: value.coords });
            onBlur?.();
          }}
          onKeyDown={onKeyDown}
        />
        {value.coords && (
          <button
            type="button"
            className="absolute end-1 top-1/2 flex size-9 -translate-y-1/2 items-center justify-center rounded-lg text-muted hover:text-fg"
            aria-label={t('field.unpin')}
            title={t('field.unpin')}
            onClick={() => onChange({ name: value.name, coords: null })}
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
        <div
          className={cn(
            'absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-xl border border-border bg-surface shadow-card',
            // nothing to offer: nothing drawn over the fields below
            (!open || options.length === 0) && 'hidden',
          )}
        >
          <ul
            id={listId}
            role="listbox"
            aria-label={query ? t('field.suggestions') : t('field.recent')}
            className="max-h-64 overflow-y-auto py-1"
          >
            {options.map((place, index) => (
              <li
                key={`${place.kind}:${place.name}:${place.lat}:${place.lng}`}
                id={`${id}-${index}`}
                role="option"
                aria-selected={index === active}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center justify-between gap-3 px-3 py-2 text-sm',
                  index === active && 'bg-primary-soft',
                )}
                // chosen on pointer down, before the input's blur closes the list
                onPointerDown={(event) => {
                  event.preventDefault();
                  choose(place);
                }}
                onPointerEnter={() => setActive(index)}
              >
                <span className="truncate font-medium">{place.name}</span>
                <span className="shrink-0 text-xs text-muted">{t(`field.kind_${place.kind}`)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {value.coords ? (
          <p className="flex items-center gap-1 text-xs text-primary">
            <MapPin className="size-3.5" aria-hidden="true" />
            {t('field.pinned')}
          </p>
        ) : (
          <span />
        )}
        {!picking && (
          <button
            type="button"
            className="inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-primary hover:bg-primary-soft"
            onClick={() => setPicking(true)}
          >
            <MapPinned className="size-4" aria-hidden="true" />
            {t('pin.open')}
          </button>
        )}
      </div>
      {picking && (
        <Suspense fallback={<div className="h-64 animate-pulse rounded-xl bg-border/40" />}>
          <PinPicker
            initial={value.coords}
            initialName={value.name.trim()}
            onCancel={() => setPicking(false)}
            onDone={(place) => {
              onChange({ name: place.name, coords: { lat: place.lat, lng: place.lng } });
              setPicking(false);
            }}
          />
        </Suspense>
      )}
      {offer && (
        <div
          role="status"
          className="flex flex-wrap items-center gap-2 rounded-xl border border-primary/40 bg-primary-soft px-3 py-2 text-sm"
        >
          <Camera className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <span className="min-w-0 flex-1">
            {t('field.photoSuggestion', { place: offer.name })}
          </span>
          <button
            type="button"
            className="min-h-9 rounded-lg bg-primary px-3 font-semibold text-primary-fg"
            onClick={() => choose(offer)}
          >
            {t('field.photoUse')}
          </button>
          <button
            type="button"
            className="min-h-9 rounded-lg px-3 text-muted hover:text-fg"
            onClick={() => setDismissed(offer.name)}
          >
            {t('field.photoDismiss')}
          </button>
        </div>
      )}
    </div>
  );
}
