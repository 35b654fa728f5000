import { GAZETTEER } from './gazetteer.js';
import type { GazetteerKind } from './gazetteer.js';
import { placeMatchRank } from './place-names.js';

/** Places (docs/product-rules.md, Places). */
export const PLACE_LIMITS = {
  /** a place's name, as a memory's location always was */
  name: 200,
  /** what GET /places answers at most */
  results: 12,
  /** the words searched for */
  query: 100,
  /**
   * the memory ids given for one place on the map (the newest): as many as the chosen place's
   * panel lists under the map. `count` says how many in all, and the list filtered by the place
   * has them all; more ids would only weigh down the map's answer (up to 1000 places).
   */
  memoryIdsPerPlace: 5,
  /** the places on the map at most (those with the most memories) */
  mapPlaces: 1000,
  /**
   * the places the map's page lists under it at first, and how many more each "Show more"
   * adds: a thousand places at once made a page of thousands of pixels on a phone
   */
  listStep: 50,
} as const;

/** a place in the gazetteer, as GET /places answers it (`ours` when it comes from our memories) */
export type PlaceKind = GazetteerKind | 'ours';

export interface PlaceHit {
  name: string;
  lat: number;
  lng: number;
  kind: PlaceKind;
}

/**
 * The gazetteer's places matching what was typed, best first: by how well the best of its
 * names matches (its own name, its English spelling, the earlier provinces it took in), then
 * the 34 units before towns, then the gazetteer's order. Blank words match nothing.
 */
export function searchGazetteer(query: string, limit: number = PLACE_LIMITS.results): PlaceHit[] {
  const ranked: { hit: PlaceHit; rank: number; order: number }[] = [];
  GAZETTEER.forEach((place, order) => {
    let best: number | null = null;
    for (const name of [place.name, place.nameEn, ...place.aliases]) {
      const rank = placeMatchRank(name, query);
      if (rank !== null && (best === null || rank < best)) best = rank;
    }
    if (best === null) return;
    const { name, lat, lng, kind } = place;
    ranked.push({ hit: { name, lat, lng, kind }, rank: best, order });
  });
  ranked.sort((a, b) => a.rank - b.rank || a.order - b.order);
  return ranked.slice(0, limit).map((entry) => entry.hit);
}

/**
 * Our own places and the gazetteer's in one list: ours first when they match as well (what
 * we wrote before is likelier what we mean), one entry per name (ours wins), at most `limit`.
 */
export function mergePlaceHits(
  query: string,
  ours: readonly PlaceHit[],
  limit: number = PLACE_LIMITS.results,
): PlaceHit[] {
  const scored = [
    ...ours.map((hit, order) => ({ hit, rank: placeMatchRank(hit.name, query), order })),
  ].filter((entry): entry is { hit: PlaceHit; rank: number; order: number } => entry.rank !== null);
  const gazetteer = searchGazetteer(query, limit).map((hit, order) => ({
    hit,
    rank: bestRankOf(hit.name, query),
    order: order + ours.length,
  }));
  const seen = new Set<string>();
  const merged: PlaceHit[] = [];
  for (const { hit } of [...scored, ...gazetteer].sort(
    (a, b) => a.rank - b.rank || a.order - b.order,
  )) {
    const key = `${hit.name}|${hit.lat}|${hit.lng}`;
    const byName = hit.name;
    if (seen.has(key) || seen.has(byName)) continue;
    seen.add(key);
    seen.add(byName);
    merged.push(hit);
    if (merged.length === limit) break;
  }
  return merged;
}

/** a gazetteer hit's rank over all its names (its aliases may match where its name does not) */
function bestRankOf(name: string, query: string): number {
  const place = GAZETTEER.find((entry) => entry.name === name);
  let best = 3;
  for (const candidate of place ? [place.name, place.nameEn, ...place.aliases] : [name]) {
    const rank = placeMatchRank(candidate, query);
    if (rank !== null && rank < best) best = rank;
  }
  return best;
}

/** great-circle distance in kilometres */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The gazetteer's place nearest a photo's position, when one is within `withinKm`: a town or
 * sight before the province around it when both are near (Hội An rather than Đà Nẵng).
 */
export function nearestGazetteerPlace(
  position: { lat: number; lng: number },
  withinKm = 40,
): PlaceHit | null {
  let best: { hit: PlaceHit; score: number } | null = null;
  for (const { name, lat, lng, kind } of GAZETTEER) {
    const km = distanceKm(position, { lat, lng });
    if (km > withinKm) continue;
    // a province's seat stands for a wide area: it must be much nearer to win over a town
    const score = kind === 'province' ? km * 3 : km;
    if (!best || score < best.score) best = { hit: { name, lat, lng, kind }, score };
  }
  return best?.hit ?? null;
}
