import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import type { HitCounters } from '../lib/hit-counters';

type Increment = FastifyRateLimitStore['incr'];
/** What the plugin passes to `child`: the route's options merged with its rate-limit settings. */
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0] & {
  groupId?: string;
  routeInfo?: { method?: string | string[]; url?: string };
};

/**
 * The rate limits' store over hit counters (docs/decisions/0048, 0090): shared by every process on PostgreSQL,
 * in this process's memory on PGlite (lib/hit-counters.ts). @fastify/rate-limit asks its store for a child per
 * route, with the address alone as the key; each child counts under its own name, the route's, or its `groupId`
 * for routes that share one budget per address (login, e-mailed link). The plugin constructs the class itself,
 * so `rateLimitStore(counters)` makes one bound to the counters.
 */
export function rateLimitStore(counters: HitCounters) {
  class CountersStore implements FastifyRateLimitStore {
    // The plugin constructs its store with its options; none of them matter here.
    constructor(
      _options?: FastifyRateLimitOptions,
      private readonly scope = 'global',
    ) {}

    incr: Increment = (key, callback, timeWindow) => {
      counters.hit(`rate:${this.scope}:${key}`, timeWindow).then(
        ({ count, remainingMs }) => callback(null, { current: count, ttl: remainingMs }),
        (err: Error) => callback(err, { current: 0, ttl: 0 }),
      );
    };

    child(routeOptions: ChildOptions): FastifyRateLimitStore {
      const { groupId, routeInfo } = routeOptions;
      return new CountersStore(undefined, groupId ?? `${String(routeInfo?.method)} ${routeInfo?.url}`);
    }
  }
  return CountersStore;
}
