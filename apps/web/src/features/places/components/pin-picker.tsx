import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MapPin, Minus, Plus } from 'lucide-react';
import { PLACE_LIMITS, placeSchema, type Place } from '@doita/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useBaseMap, useMapConfig } from '../api/places';
import {
  VIETNAM_BOX,
  fitView,
  panBy,
  project,
  toScreen,
  unproject,
  zoomAt,
  type View,
} from '../lib/map-math';
import { ArchipelagoLabels, BaseMapShapes, TileLayer } from './base-map-shapes';

/** an arrow key moves the pin this many screen pixels; with Shift, five times as far */
export const PIN_STEP_PX = 8;
const ZOOM_STEP = 1.6;
/** how close the map comes to a pin already placed: about a city across */
const PLACED_ZOOM = 8;

/** coordinates as kept: 4 decimals, about 11 m, finer than a tap on a phone */
export const roundCoordinate = (value: number) => Math.round(value * 1e4) / 1e4;

/**
 * A point of the drawn map as a pin: a map panned past the antimeridian shows the world again,
 * so its longitudes go on past ±180 and are brought back into the range a place keeps.
 */
export function pinAt(at: { lat: number; lng: number }) {
  const lng = ((((at.lng + 180) % 360) + 360) % 360) - 180;
  return { lat: roundCoordinate(Math.max(-90, Math.min(90, at.lat))), lng: roundCoordinate(lng) };
}

/** the pin moved by (dx, dy) screen pixels at this scale, its latitude kept inside the map */
export function movePin(pin: { lat: number; lng: number }, dx: number, dy: number, scale: number) {
  const [x, y] = project(pin.lng, pin.lat);
  return pinAt(unproject(x + dx / scale, y + dy / scale));
}

/**
 * A small map to drop a pin on: tap or click it (a drag pans), or with the map focused move
 * the pin with the arrow keys (a screen reader hears its coordinates), then name the place.
 * It gives back `{ name, lat, lng }`, checked by the shared place schema.
 */
export function PinPicker({
  initial,
  initialName,
  onDone,
  onCancel,
}: {
  initial: { lat: number; lng: number } | null;
  initialName: string;
  onDone: (place: Place) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('places');
  const id = useId();
  const baseMap = useBaseMap();
  const tiles = useMapConfig().data?.tiles ?? null;
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [view, setView] = useState<View | null>(null);
  const [pin, setPin] = useState(initial);
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const pointer = useRef<{ x: number; y: number; dragged: boolean } | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const { width, height } = size;
  if (!view && width > 0 && height > 0) {
    const fitted = fitView(VIETNAM_BOX, width, height, 8);
    if (initial) {
      const [cx, cy] = project(initial.lng, initial.lat);
      setView({ cx, cy, scale: fitted.scale * PLACED_ZOOM });
    } else setView(fitted);
  }

  const place = (next: { lat: number; lng: number }) => {
    setPin(next);
    setError(null);
  };
  const localPoint = (event: { clientX: number; clientY: number }) => {
    const rect = box.current!.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pointer.current = { ...localPoint(event), dragged: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const before = pointer.current;
    if (!before || !view) return;
    const now = localPoint(event);
    const [dx, dy] = [now.x - before.x, now.y - before.y];
    if (!before.dragged && Math.hypot(dx, dy) < 6) return;
    if (!before.dragged) event.currentTarget.setPointerCapture(event.pointerId);
    pointer.current = { ...now, dragged: true };
    setView(panBy(view, dx, dy));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const down = pointer.current;
    pointer.current = null;
    if (!down || down.dragged || !view) return;
    const { x, y } = localPoint(event);
    const at = unproject(
      view.cx + (x - width / 2) / view.scale,
      view.cy + (y - height / 2) / view.scale,
    );
    place(pinAt(at));
  };

  const zoom = (factor: number) => {
    if (!view) return;
    const [sx, sy] = pin
      ? toScreen(view, width, height, ...project(pin.lng, pin.lat))
      : [width / 2, height / 2];
    setView(zoomAt(view, factor, sx, sy, width, height));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!view) return;
    const step = event.shiftKey ? PIN_STEP_PX * 5 : PIN_STEP_PX;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      // the first arrow drops the pin where the map's middle is
      const centre = unproject(view.cx, view.cy);
      const next = pin ? movePin(pin, move[0], move[1], view.scale) : movePin(centre, 0, 0, 1);
      place(next);
      const [sx, sy] = toScreen(view, width, height, ...project(next.lng, next.lat));
      // a pin walked off the edge brings the map with it
      if (sx < 16 || sy < 16 || sx > width - 16 || sy > height - 16) {
        const [cx, cy] = project(next.lng, next.lat);
        setView({ ...view, cx, cy });
      }
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      zoom(ZOOM_STEP);
    } else if (event.key === '-' || event.key === '_') {
      event.preventDefault();
      zoom(1 / ZOOM_STEP);
    }
  };

  const done = () => {
    if (!pin) {
      setError(t('pin.needPin'));
      return;
    }
    const parsed = placeSchema.safeParse({ name: name.trim(), lat: pin.lat, lng: pin.lng });
    if (!parsed.success) {
      const named = parsed.error.issues.some((issue) => issue.path[0] === 'name');
      setError(named ? t('pin.nameRequired') : t('pin.needPin'));
      return;
    }
    onDone(parsed.data);
  };

  const marker = view && pin && toScreen(view, width, height, ...project(pin.lng, pin.lat));
  const coordinates = pin
    ? // not `lng`: i18next reads that option as the language to translate into
      t('pin.at', { latitude: pin.lat.toFixed(4), longitude: pin.lng.toFixed(4) })
    : t('pin.none');

  return (
    <div
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-3"
      data-testid="pin-picker"
    >
      <div
        ref={box}
        className="relative h-64 touch-none overflow-hidden rounded-lg bg-sky-50 select-none focus-visible:outline-2 focus-visible:outline-primary dark:bg-slate-900"
        tabIndex={0}
        role="application"
        aria-roledescription={t('map.roleDescription')}
        aria-label={t('pin.mapLabel')}
        aria-describedby={`${id}-help ${id}-at`}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (pointer.current = null)}
      >
        {view && width > 0 && (
          <svg width={width} height={height} className="block cursor-crosshair" aria-hidden="true">
            <g
              transform={`translate(${width / 2 - view.cx * view.scale} ${height / 2 - view.cy * view.scale}) scale(${view.scale})`}
            >
              {tiles && <TileLayer url={tiles.url} view={view} width={width} height={height} />}
              {baseMap.data && <BaseMapShapes baseMap={baseMap.data} faded={!!tiles} />}
            </g>
            {baseMap.data && (
              <ArchipelagoLabels baseMap={baseMap.data} view={view} width={width} height={height} />
            )}
          </svg>
        )}
        {marker && (
          <MapPin
            className="pointer-events-none absolute size-8 -translate-x-1/2 -translate-y-full fill-primary text-white drop-shadow"
            style={{ left: marker[0], top: marker[1] }}
            aria-hidden="true"
          />
        )}
        <div className="absolute end-2 top-2 flex flex-col gap-2">
          {[
            { label: t('map.zoomIn'), icon: Plus, factor: ZOOM_STEP },
            { label: t('map.zoomOut'), icon: Minus, factor: 1 / ZOOM_STEP },
          ].map(({ label, icon: Icon, factor }) => (
            <button
              key={label}
              type="button"
              aria-label={label}
              title={label}
              onPointerDown={(event) => event.stopPropagation()}
              onPointerUp={(event) => event.stopPropagation()}
              onClick={() => zoom(factor)}
              className="flex size-10 items-center justify-center rounded-lg border border-border bg-surface text-fg shadow-card hover:bg-primary-soft"
            >
              <Icon className="size-4" aria-hidden="true" />
            </button>
          ))}
        </div>
        {tiles?.attribution && (
          <p className="absolute end-1 bottom-1 max-w-[80%] truncate rounded bg-surface/80 px-1.5 py-0.5 text-[10px] text-muted">
            {tiles.attribution}
          </p>
        )}
      </div>
      <p id={`${id}-help`} className="text-xs text-muted">
        {t('pin.help')}
      </p>
      <p
        id={`${id}-at`}
        className="text-xs font-medium"
        aria-live="polite"
        data-testid="pin-coordinates"
      >
        {coordinates}
      </p>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('pin.name')}
        <Input
          value={name}
          maxLength={PLACE_LIMITS.name}
          placeholder={t('pin.namePlaceholder')}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            // Enter here uses the pin; it must not send the memory's form
            if (event.key === 'Enter') {
              event.preventDefault();
              done();
            }
          }}
        />
      </label>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('pin.cancel')}
        </Button>
        <Button type="button" onClick={done}>
          {t('pin.use')}
        </Button>
      </div>
    </div>
  );
}
