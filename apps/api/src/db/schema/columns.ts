import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Columns every table shares. */
export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** `col IN (a, b, c)` for a CHECK constraint over integer or text codes. */
export const inList = (values: readonly (string | number)[]) =>
  values.map((v) => (typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`)).join(', ');
