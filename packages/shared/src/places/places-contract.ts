import { endpoint } from '../contract/endpoint.js';
import { placesQuerySchema, placesResponseSchema } from './places-schemas.js';

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
};
