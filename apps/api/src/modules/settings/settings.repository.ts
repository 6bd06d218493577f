import { eq } from 'drizzle-orm';
import { limits } from '@marquee/contracts/limits';
import type { DbOrTx } from '../../db/client';
import { settings } from '../../db/schema/settings';

export type SettingsRow = typeof settings.$inferSelect;

/** The one settings row (id 1); `lock` holds it for the transaction, so two saves log their changes in turn. */
export async function findSettings(
  db: DbOrTx,
  { lock = false }: { lock?: boolean } = {},
): Promise<{ freeRfqNumber: number }> {
  const query = db.select({ freeRfqNumber: settings.freeRfqNumber }).from(settings).where(eq(settings.id, 1));
  const [row] = await (lock ? query.for('update') : query);
  // The seed inserts the row; without it every reader uses the default (offers.repository quotaCounts too).
  return row ?? { freeRfqNumber: limits.freeRfqNumberDefault };
}

/** Writes the settings row, creating it when the seed has not. */
export async function saveSettings(db: DbOrTx, values: { freeRfqNumber: number }): Promise<SettingsRow> {
  const [row] = await db
    .insert(settings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: settings.id, set: { ...values, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('settings not saved');
  return row;
}
