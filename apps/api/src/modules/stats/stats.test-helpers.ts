import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/*
 * Fixture helpers of the statistics tests: rows are made with the test factories, then moved to the instant the
 * test needs (factories stamp "now").
 */

type Stamped = 'service_requests' | 'users' | 'service_request_quotes';

/** Sets a row's created_at to an instant ('2026-10-25T23:30:00Z'). */
export async function createdAt(db: Db, table: Stamped, id: number, at: string) {
  await db.execute(sql`update ${sql.identifier(table)} set created_at = ${at}::timestamptz where id = ${id}`);
}

/** A directory search recorded at an instant, for a service or none. */
export async function directorySearch(db: Db, serviceId: number | null, at: string) {
  await db.execute(
    sql`insert into directory_searches (service_id, location_name, results_count, created_at)
      values (${serviceId}, 'Bath, England', 3, ${at}::timestamptz)`,
  );
}

/** An unknown-service search recorded at an instant. */
export async function unknownSearch(db: Db, serviceName: string, at: string) {
  await db.execute(
    sql`insert into service_unknowns (service_name, location, created_at) values (${serviceName}, 'Leeds', ${at}::timestamptz)`,
  );
}

/** Closes a request with a reason (1 fulfilled through Marquee). */
export async function closeReason(db: Db, requestId: number, reason: number) {
  await db.execute(
    sql`insert into service_request_close_reasons (service_request_id, reason) values (${requestId}, ${reason})`,
  );
}
