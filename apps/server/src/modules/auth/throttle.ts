import type { Clock } from '../../lib/clock.js';
import { tooManyRequests } from '../../lib/errors.js';
import type { AuthRepository } from './auth-repository.js';
import type { FailureLimit } from './auth-limits.js';

export type Throttle = ReturnType<typeof createThrottle>;

/** Fixed-window counters kept in the database (see auth-limits.ts for why). */
export function createThrottle(
  repository: Pick<
    AuthRepository,
    'readThrottle' | 'hitThrottle' | 'clearThrottle' | 'releaseThrottle'
  >,
  clock: Clock,
) {
  async function retryAfter(key: string, limit: FailureLimit): Promise<number> {
    const window = await repository.readThrottle(key);
    if (!window || window.count < limit.max) return 0;
    const endsAt = window.windowStartedAt.getTime() + limit.windowSeconds * 1000;
    const left = endsAt - clock.now().getTime();
    return left > 0 ? Math.ceil(left / 1000) : 0;
  }

  async function hit(key: string, limit: FailureLimit): Promise<number> {
    const window = await repository.hitThrottle(key, clock.now(), limit.windowSeconds);
    return window.count;
  }

  return {
    /** seconds until `key` may try again; 0 when it may now */
    retryAfter,

    /** counts one event; returns how many in the current window, this one included */
    hit,

    /**
     * Counts an attempt before what it guards is checked (one atomic upsert), so attempts
     * sent at once cannot all pass a count read first: past the limit they answer 429
     * untried. The caller then clears the count (`clear`) or gives this attempt back
     * (`giveBack`) when the attempt turns out right.
     */
    async take(key: string, limit: FailureLimit): Promise<void> {
      if ((await hit(key, limit)) > limit.max) throw tooManyRequests(await retryAfter(key, limit));
    },

    /** takes back one counted attempt (a right one), keeping the others in the window */
    giveBack: (key: string) => repository.releaseThrottle(key),

    clear: (key: string) => repository.clearThrottle(key),
  };
}
