import type { Clock } from '../../lib/clock.js';

/**
 * What the access query answered "yes" to, kept for a short while: a screen of photos asks
 * for each again every minute (the browser's max-age), and PGlite plans the query anew on
 * every call (about 5 ms; PostgreSQL keeps the prepared plan). Only a "yes" is kept, at most
 * `seconds` (within the revocation window the URLs promise), for at most `max` uploads (the
 * oldest go first). Several servers need no word from each other: the window bounds them;
 * this server forgets at once the uploads it lets go of.
 */
export function createGrantCache<T>(clock: Clock, seconds: number, max: number) {
  /** by upload id, then by grant */
  const kept = new Map<string, Map<string, { value: T; until: number }>>();
  return {
    get(uploadId: string, grant: string): T | undefined {
      const hit = kept.get(uploadId)?.get(grant);
      if (!hit) return undefined;
      if (hit.until > clock.now().getTime()) return hit.value;
      kept.get(uploadId)?.delete(grant);
      return undefined;
    },
    set(uploadId: string, grant: string, value: T): void {
      const grants = kept.get(uploadId) ?? new Map<string, { value: T; until: number }>();
      grants.set(grant, { value, until: clock.now().getTime() + seconds * 1000 });
      // A Map iterates in insertion order: re-inserted, the upload is the newest.
      kept.delete(uploadId);
      kept.set(uploadId, grants);
      if (kept.size > max) kept.delete(kept.keys().next().value!);
    },
    forget(uploadIds: readonly string[]): void {
      for (const id of uploadIds) kept.delete(id);
    },
  };
}
