/**
 * Embla's `duration` for a move of about 500 ms (docs/decisions/0007); the same value as the content
 * carousels, kept here so the directory does not reach into another feature.
 */
export const SLIDE_500MS = 20;
