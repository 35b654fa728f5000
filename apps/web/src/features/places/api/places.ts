import { useEffect, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memoriesContract, placesContract } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { queryKeyOf } from '@/lib/query-key';

/** GET /memories/places: our places with memories, for the map and the statistics. */
export const memoryPlacesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf(memoriesContract.places),
    queryFn: ({ signal }) => call(memoriesContract.places, {}, { signal }),
  });

export function useMemoryPlaces() {
  return useQuery(memoryPlacesQueryOptions());
}

/** GET /places?q=: the gazetteer and our own places (no words: our recent places). */
export function usePlaceSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf(placesContract.search, { query: { q } }),
    queryFn: ({ signal }) => call(placesContract.search, { query: q ? { q } : {} }, { signal }),
    enabled,
    staleTime: 5 * 60_000,
    // the field still takes whatever is typed when the suggestions fail
    meta: { errorToast: false },
    placeholderData: (previous) => previous,
  });
}

/**
 * GET /places/map: the deployment's street tiles, if it has a tile server. Asked once a
 * session; a failure only leaves the map without tiles.
 */
export function useMapConfig() {
  return useQuery({
    queryKey: queryKeyOf(placesContract.map),
    queryFn: ({ signal }) => call(placesContract.map, {}, { signal }),
    staleTime: Infinity,
    meta: { errorToast: false },
  });
}

/** The base map shipped with the app (scripts/build-base-map.mjs): a static file, no network. */
export interface BaseMap {
  box: { west: number; east: number; south: number; north: number };
  vietnam: [number, number][][];
  hoangSa: { name: string; within: string; lat: number; lng: number; rings: [number, number][][] };
  truongSa: { name: string; within: string; lat: number; lng: number; rings: [number, number][][] };
  neighbours: { name: string; rings: [number, number][][] }[];
  /**
   * The borders between the 34 provinces and cities (scripts/build-province-lines.mjs), a
   * file of their own: none when it fails to load, the map is whole without them.
   */
  provinces?: [number, number][][];
}

const loadJson = async <T>(name: string): Promise<T> => {
  const response = await fetch(`${import.meta.env.BASE_URL}map/${name}`);
  if (!response.ok) throw new Error(`${name}: ${response.status}`);
  return (await response.json()) as T;
};

let baseMapLoad: Promise<BaseMap> | null = null;

/** fetched once per page load; a failure may be tried again by the next screen that asks */
function loadBaseMap(): Promise<BaseMap> {
  baseMapLoad ??= Promise.all([
    loadJson<BaseMap>('base-map.json'),
    loadJson<{ lines: [number, number][][] }>('provinces.json').catch(() => null),
  ])
    .then(([baseMap, provinces]) =>
      provinces ? { ...baseMap, provinces: provinces.lines } : baseMap,
    )
    .catch((error: unknown) => {
      baseMapLoad = null;
      throw error;
    });
  return baseMapLoad;
}

/** The base map (not an API answer, so not a query of the API's cache). */
export function useBaseMap(): { data?: BaseMap; isPending: boolean; isError: boolean } {
  const [state, setState] = useState<{ data?: BaseMap; isError: boolean }>({ isError: false });
  useEffect(() => {
    let current = true;
    loadBaseMap().then(
      (data) => current && setState({ data, isError: false }),
      () => current && setState({ isError: true }),
    );
    return () => {
      current = false;
    };
  }, []);
  return { ...state, isPending: !state.data && !state.isError };
}
