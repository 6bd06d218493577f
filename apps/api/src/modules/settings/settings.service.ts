import type { SettingsResponse, UpdateSettings } from '@marquee/contracts/admin-settings';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { recordAudit } from '../audit/audit.service';
import { findSettings, saveSettings } from './settings.repository';

/** `GET admin/settings` (spec 7.7). */
export async function getSettings(db: DbOrTx): Promise<SettingsResponse> {
  const { freeRfqNumber } = await findSettings(db);
  return { free_rfq_number: freeRfqNumber };
}

/**
 * `POST admin/settings`. The quota reads free_rfq_number when it counts (offers.repository quotaCounts), so the new
 * allowance applies to every supplier on a free plan from the next request on; nothing is copied per supplier.
 * A change is an audit row with the old and new value, in the same transaction; saving the same value changes
 * nothing and records nothing (docs/decisions/0070).
 */
export async function updateSettings(
  db: DbOrTx,
  auth: AuthContext,
  input: UpdateSettings,
): Promise<SettingsResponse> {
  return db.transaction(async (tx) => {
    const before = await findSettings(tx, { lock: true });
    const after = await saveSettings(tx, { freeRfqNumber: input.free_rfq_number });
    if (after.freeRfqNumber !== before.freeRfqNumber) {
      await recordAudit(tx, auth, {
        action: 'settings.update',
        targetType: 'settings',
        targetId: after.id,
        summary: { free_rfq_number: { from: before.freeRfqNumber, to: after.freeRfqNumber } },
      });
    }
    return { free_rfq_number: after.freeRfqNumber };
  });
}
