import { endpoint } from '../contract/endpoint.js';
import { mapConfigSchema, placesQuerySchema, placesResponseSchema } from './places-schemas.js';

/** /api/places: choosing a memory's place. */
export const placesContract = {
  search: endpoint({
    operationId: 'searchPlaces',
    method: 'GET',
    path: '/places',
    summary:
      'Places matching `q` (accents, case and spaces ignored; prefixes first): the gazetteer shipped with the app and our own past places (kind "ours"); no `q`: our most recent places',
    tags: ['places'],
    security: 'bearer',
    query: placesQuerySchema,
    example: { query: { q: 'da lat' } },
    responses: { 200: placesResponseSchema },
    errors: [401, 422],
  }),
  map: endpoint({
    operationId: 'getMapConfig',
    method: 'GET',
    path: '/places/map',
    summary:
      "How this server's map is drawn: the street tiles' URL template and credit when the " +
      'deployment sets MAP_TILE_URL, else null (the outlines shipped with the app only)',
    tags: ['places'],
    security: 'bearer',
    responses: { 200: mapConfigSchema },
    errors: [401],
  }),
};
