import { PLACE_LIMITS, mergePlaceHits, placeKey } from '@doita/shared';
import type { PlacesResponse } from '@doita/shared';
import type { SigningIn } from '../auth/index.js';
import type { UserWithCouple } from '../users/index.js';
import { viewerOf } from './memories-audience-repository.js';
import type { MemoriesRepository } from './memories-repository.js';

/** our own places read to rank against the gazetteer's (GET /places) */
const OUR_PLACES_SCANNED = 50;

/** The places of our memories: the map's pins, and the places offered in the memory form. */
export function createMemoryPlacesService(memories: MemoriesRepository) {
  return {
    /**
     * Our places on the map: the memories I may see that have coordinates, grouped by
     * place, most memories first (docs/product-rules.md, Places). The holder of the access
     * token is read in the places' own statement (one round trip); a token that no longer
     * holds is refused before anything of it is used.
     */
    async placesSigningIn(caller: SigningIn) {
      const { user, places } = await memories.placesSignedIn(
        { userId: caller.userId, sessionId: caller.sessionId },
        PLACE_LIMITS.mapPlaces + 1,
        PLACE_LIMITS.memoryIdsPerPlace,
      );
      caller.accept(user);
      // read with one more than the map shows, to tell that some were left out
      return {
        places: places.slice(0, PLACE_LIMITS.mapPlaces),
        truncated: places.length > PLACE_LIMITS.mapPlaces,
      };
    },

    /**
     * Places for the memory form: the gazetteer's and our own that match `q` (ours only from
     * memories I may see); no `q`, our most recent places.
     */
    async searchPlaces(user: UserWithCouple, q: string | undefined): Promise<PlacesResponse> {
      const viewer = viewerOf(user);
      const key = q ? placeKey(q) : '';
      if (!key) {
        const recent = await memories.ourPlaces(viewer, null, PLACE_LIMITS.results);
        return { places: recent.map((place) => ({ ...place, kind: 'ours' as const })) };
      }
      const ours = await memories.ourPlaces(viewer, key, OUR_PLACES_SCANNED);
      return {
        places: mergePlaceHits(
          q!,
          ours.map((place) => ({ ...place, kind: 'ours' as const })),
        ),
      };
    },
  };
}
