import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Locate, Minus, Plus } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { BaseMap } from '../api/places';
import { ArchipelagoLabels, BaseMapShapes, TileLayer } from './base-map-shapes';
import {
  clusterPlaces,
  VIETNAM_BOX,
  fitView,
  panBy,
  toScreen,
  zoomAt,
  type MapPlace,
  type View,
} from '../lib/map-math';

const KEY_PAN = 60;
const ZOOM_STEP = 1.6;

/**
 * The map of our places: the base map shipped with the app (Vietnam, its islands, the
 * neighbours), drawn in SVG in Web Mercator, optional street tiles under it when the
 * deployment has a tile server, and our pins on top, grouped when close (a group's count is
 * its memories). Drag or swipe to pan, pinch or the wheel to zoom, or the buttons; with the
 * map focused, arrows pan and + / − zoom. A pin (or Enter on it) chooses its place; a group
 * zooms in on itself.
 */
export function PlacesMap<P extends MapPlace>({
  baseMap,
  places,
  selected,
  onSelect,
  tiles,
  className,
}: {
  baseMap: BaseMap | undefined;
  places: P[];
  selected: P | null;
  onSelect: (place: P) => void;
  /** the deployment's tile server (`…/{z}/{x}/{y}.png`) and its credit, when it has one */
  tiles?: { url: string; attribution: string | null } | null;
  className?: string;
}) {
  const { t } = useTranslation('places');
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [view, setView] = useState<View | null>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const dragged = useRef(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      setSize({ width, height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // the first size seen fits Vietnam on screen
  const { width, height } = size;
  const [fitted, setFitted] = useState(false);
  if (!fitted && width > 0 && height > 0) {
    setFitted(true);
    setView(fitView(VIETNAM_BOX, width, height));
  }

  // The wheel zooms the map, not the page: a native listener, since React's is passive.
  const wheel = useRef<(event: WheelEvent) => void>(() => undefined);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const listener = (event: WheelEvent) => wheel.current(event);
    element.addEventListener('wheel', listener, { passive: false });
    return () => element.removeEventListener('wheel', listener);
  }, []);

  useEffect(() => {
    wheel.current = (event) => {
      event.preventDefault();
      const rect = box.current!.getBoundingClientRect();
      const factor = event.deltaY < 0 ? 1.25 : 1 / 1.25;
      const [x, y] = [event.clientX - rect.left, event.clientY - rect.top];
      setView((current) => current && zoomAt(current, factor, x, y, width, height));
    };
  });

  const clusters = useMemo(
    () => (view ? clusterPlaces(places, view.scale) : []),
    [places, view?.scale], // eslint-disable-line react-hooks/exhaustive-deps -- only the scale regroups
  );

  if (!view || width === 0) {
    return <div ref={box} className={cn('relative bg-sky-50 dark:bg-slate-900', className)} />;
  }

  const zoom = (factor: number, sx = width / 2, sy = height / 2) =>
    setView((current) => current && zoomAt(current, factor, sx, sy, width, height));
  const reset = () => setView(fitView(VIETNAM_BOX, width, height));

  const localPoint = (event: { clientX: number; clientY: number }) => {
    const rect = box.current!.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    pointers.current.set(event.pointerId, localPoint(event));
    dragged.current = false;
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const before = pointers.current.get(event.pointerId);
    if (!before) return;
    const now = localPoint(event);
    if (pointers.current.size === 1) {
      const dx = now.x - before.x;
      const dy = now.y - before.y;
      if (!dragged.current && Math.hypot(dx, dy) < 4) return;
      if (!dragged.current) event.currentTarget.setPointerCapture(event.pointerId);
      dragged.current = true;
      setView((current) => current && panBy(current, dx, dy));
    } else if (pointers.current.size === 2) {
      // pinch: the distance between the two fingers scales the map about their middle
      const other = [...pointers.current.entries()].find(([id]) => id !== event.pointerId)?.[1];
      if (other) {
        const was = Math.hypot(before.x - other.x, before.y - other.y);
        const is = Math.hypot(now.x - other.x, now.y - other.y);
        if (was > 0) zoom(is / was, (now.x + other.x) / 2, (now.y + other.y) / 2);
        dragged.current = true;
      }
    }
    pointers.current.set(event.pointerId, now);
  };
  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    pointers.current.delete(event.pointerId);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [KEY_PAN, 0],
      ArrowRight: [-KEY_PAN, 0],
      ArrowUp: [0, KEY_PAN],
      ArrowDown: [0, -KEY_PAN],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setView((current) => current && panBy(current, move[0], move[1]));
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      zoom(ZOOM_STEP);
    } else if (event.key === '-' || event.key === '_') {
      event.preventDefault();
      zoom(1 / ZOOM_STEP);
    } else if (event.key === '0') {
      event.preventDefault();
      reset();
    }
  };

  const transform = `translate(${width / 2 - view.cx * view.scale} ${height / 2 - view.cy * view.scale}) scale(${view.scale})`;

  return (
    <div
      ref={box}
      className={cn(
        'relative touch-none overflow-hidden bg-sky-50 select-none focus-visible:outline-2 focus-visible:outline-primary dark:bg-slate-900',
        className,
      )}
      tabIndex={0}
      role="application"
      aria-roledescription={t('map.roleDescription')}
      aria-label={t('map.label')}
      aria-describedby="places-map-help"
      onKeyDown={onKeyDown}
    >
      <p id="places-map-help" className="sr-only">
        {t('map.help')}
      </p>
      <svg
        width={width}
        height={height}
        className="block cursor-grab active:cursor-grabbing"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        aria-hidden="true"
      >
        <g transform={transform}>
          {tiles && <TileLayer url={tiles.url} view={view} width={width} height={height} />}
          {baseMap && <BaseMapShapes baseMap={baseMap} faded={!!tiles} />}
        </g>
        {baseMap && (
          <ArchipelagoLabels baseMap={baseMap} view={view} width={width} height={height} />
        )}
      </svg>
      <ul className="pointer-events-none absolute inset-0" aria-label={t('map.pins')}>
        {clusters.map((cluster) => {
          const [x, y] = toScreen(view, width, height, cluster.x, cluster.y);
          if (x < -40 || y < -40 || x > width + 40 || y > height + 40) return null;
          const single = cluster.places.length === 1 ? cluster.places[0]! : null;
          const isSelected = !!single && single === selected;
          return (
            <li key={cluster.key} className="absolute" style={{ left: x, top: y }}>
              <button
                type="button"
                className={cn(
                  'pointer-events-auto flex min-h-8 min-w-8 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white px-1.5 text-xs font-bold shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:border-slate-900',
                  // the number on its pin at 4.5:1 or more in both themes (the dark theme's
                  // pink is light: dark figures on it, as on its buttons)
                  single
                    ? 'bg-primary text-primary-fg'
                    : 'bg-rose-700 text-white dark:bg-rose-300 dark:text-slate-950',
                  isSelected && 'ring-4 ring-primary/40',
                )}
                aria-label={
                  single
                    ? t('map.pin', { place: single.name, count: single.count })
                    : t('map.cluster', { places: cluster.places.length, count: cluster.count })
                }
                aria-pressed={single ? isSelected : undefined}
                onClick={() => {
                  if (single) onSelect(single);
                  else zoom(2.5, x, y);
                }}
              >
                {cluster.count}
              </button>
            </li>
          );
        })}
      </ul>
      {tiles?.attribution && (
        <p className="absolute end-1 bottom-1 max-w-[80%] truncate rounded bg-surface/80 px-1.5 py-0.5 text-[10px] text-muted">
          {tiles.attribution}
        </p>
      )}
      <div className="absolute end-3 top-3 flex flex-col gap-2">
        <MapButton label={t('map.zoomIn')} onClick={() => zoom(ZOOM_STEP)}>
          <Plus className="size-5" aria-hidden="true" />
        </MapButton>
        <MapButton label={t('map.zoomOut')} onClick={() => zoom(1 / ZOOM_STEP)}>
          <Minus className="size-5" aria-hidden="true" />
        </MapButton>
        <MapButton label={t('map.reset')} onClick={reset}>
          <Locate className="size-5" aria-hidden="true" />
        </MapButton>
      </div>
    </div>
  );
}

function MapButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="flex size-11 items-center justify-center rounded-xl border border-border bg-surface text-fg shadow-card hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-primary"
    >
      {children}
    </button>
  );
}
