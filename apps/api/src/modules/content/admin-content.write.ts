import type { AuthContext } from '../../lib/auth-context';
import { notFound } from '../../lib/errors';
import type { Tx } from '../../db/client';
import { recordAudit } from '../audit/audit.service';
import type { FormFile } from '../files/multipart';
import { removeStored, storeImage, withStoredImage, type AdminContentDeps } from './admin-content.form';

/*
 * The one write path of the partners and testimonials (docs/decisions/0074): the image is checked and stored
 * before the transaction, the row and its audit row are written in it, the new file is removed if it fails and
 * the file it replaced (or the deleted row's) once it has committed.
 */

export type ContentTarget = 'partner' | 'testimonial';

/** What a create or an update writes inside its transaction: the row, and the image key it replaces. */
type Written<Row> = { row: Row; replaced?: string | null } | undefined;

/**
 * Creates or updates one content row with an optional new image: `write` runs in the transaction with the stored
 * image's key (undefined when none was sent) and answers undefined when the row is gone (404); the audit row is
 * `{target}.{verb}` with `summary(image)`.
 */
export async function writeWithImage<Row extends { id: number }>(
  deps: AdminContentDeps,
  auth: AuthContext,
  change: {
    target: ContentTarget;
    verb: 'create' | 'update';
    file: FormFile<string> | undefined;
    folder: string;
    write: (tx: Tx, image: string | undefined) => Promise<Written<Row>>;
    summary: (image: string | undefined) => Record<string, unknown>;
  },
): Promise<Row> {
  const image = await storeImage(deps, change.file, change.folder);
  return withStoredImage(deps, image, () =>
    deps.db.transaction(async (tx) => {
      const written = await change.write(tx, image);
      if (!written) throw notFound();
      await recordAudit(tx, auth, {
        action: `${change.target}.${change.verb}`,
        targetType: change.target,
        targetId: written.row.id,
        summary: change.summary(image),
      });
      return { result: written.row, replaced: written.replaced };
    }),
  );
}

/** Deletes one content row (404 when gone) with its audit row, then its image file after the commit. */
export async function removeWithImage<Row extends { id: number }>(
  deps: AdminContentDeps,
  auth: AuthContext,
  change: {
    target: ContentTarget;
    remove: (tx: Tx) => Promise<Row | undefined>;
    imageOf: (row: Row) => string | null;
    summary: (row: Row) => Record<string, unknown>;
  },
): Promise<Row> {
  const row = await deps.db.transaction(async (tx) => {
    const gone = await change.remove(tx);
    if (!gone) throw notFound();
    await recordAudit(tx, auth, {
      action: `${change.target}.delete`,
      targetType: change.target,
      targetId: gone.id,
      summary: change.summary(gone),
    });
    return gone;
  });
  await removeStored(deps, change.imageOf(row));
  return row;
}
