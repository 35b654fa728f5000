import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BaseMap } from '../api/places';
import {
  linePath,
  project,
  ringPath,
  tilesFor,
  tileUrl,
  toScreen,
  type View,
} from '../lib/map-math';

/**
 * The street tiles under the base map, when a tile server is set (MAP_TILE_URL), in world
 * units (inside the map's transform): those the view of `width` × `height` shows.
 */
export function TileLayer({
  url,
  view,
  width,
  height,
}: {
  url: string;
  view: View;
  width: number;
  height: number;
}) {
  return tilesFor(view, width, height).map((tile) => (
    <image
      key={`${tile.z}/${tile.x}/${tile.y}`}
      href={tileUrl(url, tile)}
      x={tile.x * tile.size}
      y={tile.y * tile.size}
      width={tile.size}
      height={tile.size}
      preserveAspectRatio="none"
    />
  ));
}

/**
 * The base map shipped with the app, in world units (inside the map's transform): the
 * neighbours, Vietnam with Hoàng Sa and Trường Sa, and the borders of its 34 provinces and
 * cities as thin lines. Faded when street tiles are drawn under it.
 */
export function BaseMapShapes({ baseMap, faded }: { baseMap: BaseMap; faded?: boolean }) {
  const shapes = useMemo(
    () => ({
      neighbours: baseMap.neighbours.map((country) => ({
        name: country.name,
        path: ringPath(country.rings),
      })),
      vietnam: ringPath(baseMap.vietnam),
      hoangSa: ringPath(baseMap.hoangSa.rings),
      truongSa: ringPath(baseMap.truongSa.rings),
      provinces: baseMap.provinces ? linePath(baseMap.provinces) : null,
    }),
    [baseMap],
  );
  return (
    <g className={faded ? 'opacity-40' : undefined}>
      {shapes.neighbours.map((country) => (
        <path
          key={country.name}
          d={country.path}
          className="fill-slate-200 stroke-slate-400 dark:fill-slate-700 dark:stroke-slate-500"
          strokeWidth={0.6}
          vectorEffect="non-scaling-stroke"
        />
      ))}
      {[shapes.vietnam, shapes.hoangSa, shapes.truongSa].map((d, i) => (
        <path
          key={i}
          d={d}
          className="fill-rose-100 stroke-rose-500 dark:fill-rose-950 dark:stroke-rose-400"
          strokeWidth={1}
          vectorEffect="non-scaling-stroke"
        />
      ))}
      {shapes.provinces && (
        <path
          d={shapes.provinces}
          data-testid="province-lines"
          className="fill-none stroke-rose-400/70 dark:stroke-rose-300/40"
          strokeWidth={0.6}
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
      )}
    </g>
  );
}

/** Hoàng Sa's and Trường Sa's names, in screen units (outside the map's transform). */
export function ArchipelagoLabels({
  baseMap,
  view,
  width,
  height,
}: {
  baseMap: BaseMap;
  view: View;
  width: number;
  height: number;
}) {
  const { t } = useTranslation('places');
  return [baseMap.hoangSa, baseMap.truongSa].map((archipelago) => {
    const [x, y] = toScreen(view, width, height, ...project(archipelago.lng, archipelago.lat));
    return (
      <text
        key={archipelago.name}
        x={x}
        y={y + 22}
        textAnchor="middle"
        className="fill-rose-800 text-[11px] font-semibold dark:fill-rose-200"
      >
        <tspan x={x}>{archipelago.name}</tspan>
        <tspan x={x} dy="1.2em" className="font-normal">
          {t('map.archipelagoOf', { within: archipelago.within })}
        </tspan>
      </text>
    );
  });
}
