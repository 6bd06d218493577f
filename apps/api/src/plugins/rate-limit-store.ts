import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import { FixedWindowCounters } from '../lib/fixed-window';

type Increment = FastifyRateLimitStore['incr'];
/** What the plugin passes to `child`: the route's options merged with its rate-limit settings. */
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0] & { groupId?: string };

/**
 * The rate limits' store, in this process's memory (docs/decisions/0048). @fastify/rate-limit asks its store
 * for a child per route, and its own memory store gives each child its own counters, so a `groupId` shared by
 * several routes still gave each route its own budget. Here the routes of one `groupId` get one child: one
 * budget per address across them (the plugin already adds the group to the key). Routes without a group
 * keep their own.
 */
export class GroupedMemoryStore implements FastifyRateLimitStore {
  private readonly groups = new Map<string, GroupedMemoryStore>();
  private readonly counters = new FixedWindowCounters();

  // The plugin constructs its store with its options; none of them matter here.
  constructor(_options?: FastifyRateLimitOptions) {}

  incr: Increment = (key, callback, timeWindow) => {
    const { count, remainingMs } = this.counters.hit(key, timeWindow);
    callback(null, { current: count, ttl: remainingMs });
  };

  child(routeOptions: ChildOptions): FastifyRateLimitStore {
    const group = routeOptions.groupId;
    if (!group) return new GroupedMemoryStore();
    let store = this.groups.get(group);
    if (!store) {
      store = new GroupedMemoryStore();
      this.groups.set(group, store);
    }
    return store;
  }
}
