import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';

/** `GET admin/exports/{name}` with a query string, as the given user. */
export function getExport(
  app: FastifyInstance,
  auth: Record<string, string>,
  name: string,
  query: Record<string, string> = {},
) {
  const search = new URLSearchParams(query).toString();
  return app.inject({
    method: 'GET',
    url: `/api/admin/exports/${name}${search ? `?${search}` : ''}`,
    headers: auth,
  });
}

/** The records of a CSV answer (BOM removed), header first. */
export function csvRows(body: string): string[][] {
  return parse(body.replace(/^\uFEFF/, ''), { relax_column_count: false }) as string[][];
}

/** The rows as objects by header name. */
export function csvObjects(body: string): Array<Record<string, string>> {
  const [header, ...rows] = csvRows(body);
  return rows.map((row) => Object.fromEntries((header ?? []).map((h, i) => [h, row[i] ?? ''])));
}

/** Sets a user's registration instant. */
export const registeredAt = (db: Db, id: number, at: Date) =>
  db.update(users).set({ createdAt: at }).where(eq(users.id, id));

/** Sets the created_at of a row of a table by id. */
export const createdAtOf = (db: Db, table: string, id: number, at: Date) =>
  db.execute(
    sql`update ${sql.identifier(table)} set created_at = ${at.toISOString()}::timestamptz where id = ${id}`,
  );
