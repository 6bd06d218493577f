import { z } from 'zod';
import { validation } from './messages';

/*
 * The administrators' settings (spec 2.6 settings, 3 "Setting", 5 "Free RFQ number", 7.7; docs/decisions/0070):
 *
 *   GET  admin/settings                          → settingsResponse
 *   POST admin/settings   updateSettingsBody     → settingsResponse, 422 with the spec 5 texts
 *
 * free_rfq_number is how many requests a supplier on a free plan may answer before paying. It is read live by the
 * quota (apps/api offers.repository quotaCounts), so a change applies to every free supplier at once.
 */

/** Past this a free allowance means nothing (the column is an integer); not in the spec, so our own words. */
export const FREE_RFQ_NUMBER_MAX = 10_000;

export const settingsTexts = {
  /** Ours: a number too big to be an allowance. */
  freeRfqNumberMax: `Should be no more than ${FREE_RFQ_NUMBER_MAX}`,
  /** Ours: the toast after a save (spec 8 says 'Saved' for profile saves). */
  saved: 'Saved. Every supplier on a free plan now has this allowance.',
} as const;

/** A decimal number as typed ('3', ' 12 ', '-1', '1.5'); anything else stays text and reads 'Should be integer'. */
const NUMBER = /^[+-]?\d+(\.\d+)?$/;

/**
 * Which spec 5 text fires for which input (decision 0070): nothing, null or blank → 'Required field!'; not a number
 * or not whole ('abc', '1.5', true) → 'Should be integer'; below 0 → 'Should be greater than 0' (the spec's words
 * for its "min 0": 0 itself is allowed and means every answer is paid). The web form sends what the user typed
 * through this same schema, as a JSON number.
 */
export const freeRfqNumberField = () =>
  z.preprocess(
    (v) => {
      if (v === null || v === undefined) return undefined;
      if (typeof v !== 'string') return v;
      const t = v.trim();
      if (t === '') return undefined;
      return NUMBER.test(t) ? Number(t) : t;
    },
    z
      .number({
        error: (issue) => (issue.input === undefined ? validation.requiredField : validation.shouldBeInteger),
      })
      .int(validation.shouldBeInteger)
      .min(0, validation.shouldBeGreaterThanZero)
      .max(FREE_RFQ_NUMBER_MAX, settingsTexts.freeRfqNumberMax),
  );

/** `POST admin/settings`. */
export const updateSettingsBody = z.object({ free_rfq_number: freeRfqNumberField() });
/** The form's values as typed (text in the box). */
export type UpdateSettingsInput = z.input<typeof updateSettingsBody>;
export type UpdateSettings = z.output<typeof updateSettingsBody>;

/** `GET`/`POST admin/settings` (spec 3 "Setting"). */
export const settingsResponse = z.object({ free_rfq_number: z.number().int() });
export type SettingsResponse = z.infer<typeof settingsResponse>;
