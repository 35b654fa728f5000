import type { Clock } from '../../lib/clock.js';
import type { AuthRepository } from './auth-repository.js';
import type { FailureLimit } from './auth-limits.js';

export type Throttle = ReturnType<typeof createThrottle>;

/** Fixed-window counters kept in the database (see auth-limits.ts for why). */
export function createThrottle(
  repository: Pick<AuthRepository, 'readThrottle' | 'hitThrottle' | 'clearThrottle'>,
  clock: Clock,
) {
  return {
    /** seconds until `key` may try again; 0 when it may now */
    async retryAfter(key: string, limit: FailureLimit): Promise<number> {
      const window = await repository.readThrottle(key);
      if (!window || window.count < limit.max) return 0;
      const endsAt = window.windowStartedAt.getTime() + limit.windowSeconds * 1000;
      const left = endsAt - clock.now().getTime();
      return left > 0 ? Math.ceil(left / 1000) : 0;
    },

    /** counts one event; returns how many in the current window, this one included */
    async hit(key: string, limit: FailureLimit): Promise<number> {
      const window = await repository.hitThrottle(key, clock.now(), limit.windowSeconds);
      return window.count;
    },

    clear: (key: string) => repository.clearThrottle(key),
  };
}
