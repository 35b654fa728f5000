/**
 * A memory's location without zod (the memories' cards use these, and zod stays out of the
 * first screen): a name alone is a string, a place with coordinates an object.
 */
export interface Place {
  name: string;
  lat: number;
  lng: number;
}

export type MemoryLocation = string | Place | null;

/** the name of a memory's location, whichever shape it has */
export function placeNameOf(location: MemoryLocation | undefined): string | null {
  if (!location) return null;
  return typeof location === 'string' ? location : location.name;
}

/** the coordinates of a memory's location, when it has them */
export function placeOf(location: MemoryLocation | undefined): Place | null {
  return location && typeof location === 'object' ? location : null;
}

/** what the database keeps: the name, and the coordinates or nulls */
export interface StoredLocation {
  name: string;
  lat: number | null;
  lng: number | null;
}

/** the answer's shape from the stored columns */
export function locationOf(
  name: string | null,
  lat: number | null,
  lng: number | null,
): MemoryLocation {
  if (name === null) return null;
  return lat === null || lng === null ? name : { name, lat, lng };
}
