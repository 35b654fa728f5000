import { z } from 'zod';
import { VALIDATION, oneLineTextOf, requiredOneLineText, text } from '../common/common-schemas.js';
import { PLACE_LIMITS } from './places-rules.js';
import type { StoredLocation } from './place-location.js';

/**
 * A place with its coordinates (WGS 84 degrees): a memory's location when it has them.
 * A name alone stays a string, as it always was.
 */
/** a missing coordinate is required, anything but a finite number is not a number */
const numberError = (issue: { input?: unknown }) =>
  issue.input === undefined ? VALIDATION.required : VALIDATION.number;
const latitude = z
  .number({ error: numberError })
  .min(-90, { error: VALIDATION.latitude })
  .max(90, { error: VALIDATION.latitude });
const longitude = z
  .number({ error: numberError })
  .min(-180, { error: VALIDATION.longitude })
  .max(180, { error: VALIDATION.longitude });

export const placeSchema = z.object({
  // NFC (so a decomposed "Đà Lạt" is the same place on the map), on one line, trimmed, visible
  name: requiredOneLineText(PLACE_LIMITS.name),
  lat: latitude,
  lng: longitude,
});

/** a memory's location in an answer: its name, or the place with coordinates, or none */
export const locationSchema = z.union([z.string(), placeSchema]).nullable();

/**
 * A location as a create or update body sends it: a string (a name only, blank for none, as
 * older clients send it), null for none, or `{ name, lat, lng }`. An object is checked as a
 * place (its own field errors: `location.lat`); anything else is invalid.
 */
export const locationInputSchema = z
  .unknown()
  .transform((value, ctx): StoredLocation | null | undefined => {
    if (value === undefined) return undefined;
    if (value === null) return null;
    if (typeof value === 'string') {
      // on one line; blank or invisible-only: no place
      const name = oneLineTextOf(value);
      if (!name) return null;
      // in code points, as every text limit counts (an emoji is one character)
      if ([...name].length > PLACE_LIMITS.name) {
        ctx.addIssue({ code: 'custom', message: `validation.maxLength:${PLACE_LIMITS.name}` });
        return z.NEVER;
      }
      return { name, lat: null, lng: null };
    }
    if (typeof value !== 'object' || Array.isArray(value)) {
      ctx.addIssue({ code: 'custom', message: VALIDATION.invalid });
      return z.NEVER;
    }
    const parsed = placeSchema.strict().safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    }
    return parsed.data;
  })
  .meta({
    description: 'a name, or `{ name, lat, lng }`; blank or null for none',
    anyOf: [
      { type: 'string', maxLength: PLACE_LIMITS.name },
      {
        type: 'object',
        required: ['name', 'lat', 'lng'],
        additionalProperties: false,
        properties: {
          name: { type: 'string', minLength: 1, maxLength: PLACE_LIMITS.name },
          lat: { type: 'number', minimum: -90, maximum: 90 },
          lng: { type: 'number', minimum: -180, maximum: 180 },
        },
      },
      { type: 'null' },
    ],
  })
  .optional();

export const placeKindSchema = z.enum(['province', 'city', 'place', 'ours']);

/** GET /places?q= */
export const placesQuerySchema = z.object({
  q: text(PLACE_LIMITS.query).optional(),
});

export const placesResponseSchema = z.object({
  places: z.array(
    z.object({ name: z.string(), lat: z.number(), lng: z.number(), kind: placeKindSchema }),
  ),
});
export type PlacesResponse = z.infer<typeof placesResponseSchema>;

/** GET /memories/places: our places with memories, most memories first */
export const memoryPlacesResponseSchema = z.object({
  places: z.array(
    z.object({
      name: z.string(),
      lat: z.number(),
      lng: z.number(),
      /** how many memories in all */
      count: z.number().int(),
      /** the newest first, at most PLACE_LIMITS.memoryIdsPerPlace */
      memoryIds: z.array(z.string()),
    }),
  ),
  /** more places than PLACE_LIMITS.mapPlaces: the ones with fewest memories were left out */
  truncated: z.boolean(),
});
export type MemoryPlace = z.infer<typeof memoryPlacesResponseSchema>['places'][number];

/** a place filter: `place=Đà Lạt` (accents and case ignored), on one line as names are kept */
export const placeFilterSchema = requiredOneLineText(PLACE_LIMITS.name);

/** GET /places/map: how this deployment draws the map */
export const mapConfigSchema = z.object({
  /**
   * The street tiles drawn under the offline outlines (`…/{z}/{x}/{y}.png`, Web Mercator) and
   * their credit; null: the deployment has none, and the map asks nothing of anyone else.
   */
  tiles: z.object({ url: z.string(), attribution: z.string().nullable() }).nullable(),
});
export type MapConfig = z.infer<typeof mapConfigSchema>;
