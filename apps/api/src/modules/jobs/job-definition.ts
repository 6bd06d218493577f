/** The kinds of jobs and what a handler is given: the types every module's *.jobs-defs.ts and handlers use. */

/** How a kind of job is retried and how long one attempt may run. */
export interface JobPolicy {
  /** Attempts after the first one. Default 3. */
  retryLimit?: number;
  /** Seconds before the first retry. Default 30. */
  retryDelaySeconds?: number;
  /** Doubles the delay at each retry (with jitter). Default true. */
  retryBackoff?: boolean;
  /** An attempt still running after this long is failed (and retried) by pg-boss's maintenance. Default 15 min. */
  expireInSeconds?: number;
}

/** A kind of job: its queue name, its retry policy and (in the type only) the shape of its data. */
export interface JobDefinition<T extends object> {
  readonly name: string;
  readonly policy: Required<JobPolicy>;
  /** Carries T; never set. */
  readonly __data?: T;
}

/**
 * Declares a kind of job once, next to its handler, so send() and work() agree on the data's type and the queue
 * is created with its policy whichever of them runs first. Names: letters, digits, `-`, `_`, `.`.
 */
export function defineJob<T extends object>(name: string, policy: JobPolicy = {}): JobDefinition<T> {
  if (!/^[\w.-]+$/.test(name)) throw new Error(`Invalid job name: ${name}`);
  return {
    name,
    policy: {
      retryLimit: policy.retryLimit ?? 3,
      retryDelaySeconds: policy.retryDelaySeconds ?? 30,
      retryBackoff: policy.retryBackoff ?? true,
      expireInSeconds: policy.expireInSeconds ?? 15 * 60,
    },
  };
}

export interface SendOptions {
  /** Not before this time (a Date) or this many seconds from now. */
  startAfter?: Date | number;
  /** At most one queued or running job with this key per queue (pg-boss's singletonKey). */
  singletonKey?: string;
  priority?: number;
}

export interface JobContext {
  id: string;
  /** 1 for the first attempt. */
  attempt: number;
  /** True when a failure of this attempt is retried. */
  willRetry: boolean;
}

export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

/** Queues a job in the transaction of queueInTransaction; answers its id (null: its singletonKey is taken). */
export type QueueInTransaction = <T extends object>(
  job: JobDefinition<T>,
  data: T,
  options?: SendOptions,
) => Promise<string | null>;
