import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../../db/client';
import { listenOn } from '../../db/listen';

/** The PostgreSQL channel new messages are announced on; the payload is `<chat id>:<message id>`. */
export const CHAT_CHANNEL = 'marquee_chat';

/** Why a parked poll was answered. */
export type WakeReason = 'message' | 'timeout' | 'cancelled' | 'closing';

/**
 * A parked poll: `wait()` once the caller has re-read the chat and found nothing (from then on it counts as
 * parked); `release()` lets it go when the caller answered without waiting.
 */
export interface ParkedPoll {
  ready: Promise<void>;
  wait(): Promise<WakeReason>;
  release(): void;
}

interface Waiter {
  chatId: number;
  /** When its time is up, rounded up to a tick. */
  due: number;
  wake(reason: WakeReason): void;
}

/**
 * Time-outs are checked by one interval per ChatEvents, every tick, while polls are parked: a timer per poll (with
 * its closure) was about 0.37 KB of each parked poll's heap. A poll answers at most a tick after its time.
 */
const TICK_MS = 100;

/**
 * Long-poll delivery (docs/decisions/0041). One LISTEN per process (db/listen.ts: a dedicated client on
 * PostgreSQL, the embedded instance's `listen` on PGlite) fans each NOTIFY out to the polls parked on that chat,
 * kept in memory by chat id. A message is announced with `pg_notify` in the transaction that stores it, so
 * PostgreSQL sends it on commit to every process: two servers on one database wake each other's polls. A parked
 * poll costs a promise and set entries (its chat's, its time-out tick's); one interval per instance checks the
 * time-outs.
 */
export interface ChatEvents {
  /** Announces a stored message, inside the transaction that stored it (sent on commit). */
  announce(tx: DbOrTx, chatId: number, messageId: number): Promise<void>;
  /**
   * Parks a poll on a chat until a message is announced there, `timeoutMs` passes, a newer poll with the same
   * `cancelKey` takes its place, or the app closes. `ready` settles once the listener runs, so a caller that
   * re-reads the chat after it cannot miss a message committed in between.
   */
  park(chatId: number, timeoutMs: number, cancelKey?: string): ParkedPoll;
  /** Parked polls right now (benchmark, tests). */
  parked(): number;
  /** Answers every parked poll at once and stops listening; later polls answer at once. */
  close(): Promise<void>;
}

/**
 * Polls waiting in this process (past their re-read, in `wait()`), across apps: the benchmark waits for them, so
 * it measures polls that hold nothing but their wait, not polls whose re-read is still queued.
 */
let parkedInProcess = 0;
export const parkedPollsInProcess = () => parkedInProcess;

export function createChatEvents(database: Database, log: FastifyBaseLogger): ChatEvents {
  const byChat = new Map<number, Set<Waiter>>();
  const byCancelKey = new Map<string, Waiter>();
  const byDue = new Map<number, Set<Waiter>>();
  let ticker: NodeJS.Timeout | null = null;
  const tick = () => {
    const now = Date.now();
    for (const [due, waiters] of byDue) if (due <= now) for (const w of [...waiters]) w.wake('timeout');
  };
  let closing = false;
  let listening: Promise<() => Promise<void>> | null = null;

  const onPayload = (payload: string | undefined) => {
    const chatId = Number(payload?.split(':')[0]);
    const waiters = byChat.get(chatId);
    if (!waiters) return;
    for (const w of [...waiters]) w.wake('message');
  };

  const wakeAll = (reason: WakeReason) => {
    for (const waiters of [...byChat.values()]) for (const w of [...waiters]) w.wake(reason);
  };

  // After a lost connection, notifications may have been missed: every parked poll re-reads its chat.
  const startListening = () =>
    listenOn(
      database,
      CHAT_CHANNEL,
      'chat',
      { notification: onPayload, lost: () => wakeAll('message') },
      log,
    );

  return {
    async announce(tx, chatId, messageId) {
      await tx.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${`${chatId}:${messageId}`})`);
    },
    park(chatId, timeoutMs, cancelKey) {
      if (closing) {
        return {
          ready: Promise.resolve(),
          wait: () => Promise.resolve('closing' as const),
          release: () => undefined,
        };
      }
      listening ??= startListening();
      let wake!: (reason: WakeReason) => void;
      const woken = new Promise<WakeReason>((resolve) => {
        wake = resolve;
      });
      let state: 'parked' | 'waiting' | 'woken' = 'parked';
      const waiter: Waiter = {
        chatId,
        due: Math.ceil((Date.now() + timeoutMs) / TICK_MS) * TICK_MS,
        wake: (reason) => {
          if (state === 'waiting') parkedInProcess -= 1;
          state = 'woken';
          const set = byChat.get(chatId);
          set?.delete(waiter);
          if (set?.size === 0) byChat.delete(chatId);
          const timing = byDue.get(waiter.due);
          timing?.delete(waiter);
          if (timing?.size === 0) byDue.delete(waiter.due);
          if (byDue.size === 0 && ticker) {
            clearInterval(ticker);
            ticker = null;
          }
          if (cancelKey && byCancelKey.get(cancelKey) === waiter) byCancelKey.delete(cancelKey);
          wake(reason);
        },
      };
      let timing = byDue.get(waiter.due);
      if (!timing) byDue.set(waiter.due, (timing = new Set()));
      timing.add(waiter);
      ticker ??= setInterval(tick, TICK_MS);
      if (cancelKey) {
        byCancelKey.get(cancelKey)?.wake('cancelled');
        byCancelKey.set(cancelKey, waiter);
      }
      let set = byChat.get(chatId);
      if (!set) byChat.set(chatId, (set = new Set()));
      set.add(waiter);
      const ready = listening.then(
        () => undefined,
        (err: unknown) => {
          // Without a listener the poll still answers on time; the client polls again.
          log.error({ err }, 'chat listener failed to start');
          listening = null;
        },
      );
      return {
        ready,
        wait: () => {
          if (state === 'parked') {
            state = 'waiting';
            parkedInProcess += 1;
          }
          return woken;
        },
        release: () => waiter.wake('message'),
      };
    },
    parked: () => [...byChat.values()].reduce((n, s) => n + s.size, 0),
    async close() {
      closing = true;
      wakeAll('closing');
      const stop = await listening?.catch(() => null);
      listening = null;
      await stop?.();
    },
  };
}
