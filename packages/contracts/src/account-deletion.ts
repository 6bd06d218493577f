import { z } from 'zod';

/*
 * Deleting a person (issue 22, docs/decisions/0068): `DELETE admin/suppliers/{id}`, `DELETE admin/organisers/{id}`
 * (spec 7.7) and the organiser's own `DELETE auth/me` (spec 7.1) follow one rule. The spec shows none of these
 * texts; they say what happened in the words of the admin screens.
 */

/** What the admin deletions answer (200) and the admin screens show. */
export const accountDeletionTexts = {
  supplierDeleted: 'The supplier has been deleted',
  organiserDeleted: 'The organiser has been deleted',
} as const;

/** The name a deleted organiser's reviews (and requests kept for suppliers) are shown under. */
export const DELETED_ORGANISER_NAME = 'A Marquee organiser';

/** The answer of `DELETE admin/suppliers/{id}` and `DELETE admin/organisers/{id}`. */
export const accountDeletedResponse = z.object({ message: z.string() });
export type AccountDeletedResponse = z.infer<typeof accountDeletedResponse>;
