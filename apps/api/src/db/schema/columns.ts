import { doublePrecision, integer, numeric, smallint, timestamp } from 'drizzle-orm/pg-core';

/** Columns every table shares. */
export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
/**
 * For reference rows the seed inserts with fixed ids (pricing plan 1 is the free plan):
 * explicit ids are allowed, and the seed moves the sequence past them.
 */
export const fixedId = () => integer().primaryKey().generatedByDefaultAsIdentity();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A 0/1 flag, stored as the spec sends it (is_hidden, is_viewed, no_limits…), so presenters pass it through.
 * Each table adds a CHECK with `flagCheck`.
 */
export const flag = (name: string) => smallint(name).notNull().default(0);
export const flagCheck = (column: string) => `${column} IN (0, 1)`;

/** Pounds and pence; drizzle returns numeric as a string, which keeps it exact. */
export const money = (name: string) => numeric(name, { precision: 10, scale: 2 });

/** WGS84 degrees; nullable until a place is geocoded. */
export const latitude = () => doublePrecision('latitude');
export const longitude = () => doublePrecision('longitude');
/** Both or neither coordinate, within range. */
export const coordinatesCheck = () =>
  '(latitude IS NULL) = (longitude IS NULL) AND (latitude IS NULL OR (latitude BETWEEN -90 AND 90 AND longitude BETWEEN -180 AND 180))';

/** `col IN (a, b, c)` for a CHECK constraint over integer or text codes. */
export const inList = (values: readonly (string | number)[]) =>
  values.map((v) => (typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`)).join(', ');
