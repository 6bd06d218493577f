import type PgBoss from 'pg-boss';

/**
 * pg-boss's create_queue makes the queue's partition table and attaches it to the job table (DDL on the
 * shared parent): two first uses at once could end in a deadlock (40P01) inside pg-boss, which
 * account-deletion-race.test.ts had to work around (issue 26). This process creates its queues one at a time
 * (ensureQueue); another process may still collide, and the transaction PostgreSQL chose was rolled back whole,
 * so the creation is tried again.
 */
export async function createQueue(b: PgBoss, name: string, policy: PgBoss.Queue) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await b.createQueue(name, policy);
    } catch (err) {
      if ((err as { code?: unknown }).code !== '40P01' || attempt >= 5) throw err;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 50));
    }
  }
}
