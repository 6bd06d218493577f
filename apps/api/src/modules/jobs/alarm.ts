/** The wake-ups of a queue's idle workers in this process (jobs.service.ts). */

/**
 * A queue's idle workers' waits, cut short when this process sends a job to it. `rang` keeps a wake-up that came
 * while no worker was waiting (e.g. during a fetch that started before the job was committed) for the next wait.
 */
export interface Alarm {
  waiters: Set<() => void>;
  rang: boolean;
}

/** Waits `ms`, or less when stopping or when the queue's alarm rings (a job was just sent to it). */
export const sleep = (ms: number, signal: AbortSignal, alarm: Alarm) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    if (alarm.rang) {
      alarm.rang = false;
      return resolve();
    }
    const timer = setTimeout(done, ms);
    // A poll's wait never keeps the process alive.
    timer.unref();
    signal.addEventListener('abort', done, { once: true });
    alarm.waiters.add(done);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      alarm.waiters.delete(done);
      resolve();
    }
  });
