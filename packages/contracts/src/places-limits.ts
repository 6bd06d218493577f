/**
 * Limits of the UK place search (spec 7.2), in a module without schemas: the public directory pages read
 * them without loading zod (docs/decisions/0029).
 */
export const placesLimits = {
  /** Predictions per answer. */
  predictionsMax: 8,
  /** Inputs shorter than this give no predictions. */
  inputMin: 2,
  inputMax: 100,
  placeIdMax: 300,
} as const;
