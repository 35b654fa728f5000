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

/** The base map shipped with the app (scripts/build-base-map.mjs): a static file, no network. */
export interface BaseMap {
  box: { west: number; east: number; south: number; north: number };
  vietnam: [number, number][][];
  hoangSa: { name: string; within: string; lat: number; lng: number; rings: [number, number][][] };
  truongSa: { name: string; within: string; lat: number; lng: number; rings: [number, number][][] };
  neighbours: { name: string; rings: [number, number][][] }[];
}

let baseMapLoad: Promise<BaseMap> | null = null;

/** fetched once per page load; a failure may be tried again by the next screen that asks */
function loadBaseMap(): Promise<BaseMap> {
  baseMapLoad ??= fetch(`${import.meta.env.BASE_URL}map/base-map.json`)
    .then(async (response) => {
      if (!response.ok) throw new Error(`base map: ${response.status}`);
      return (await response.json()) as BaseMap;
    })
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
