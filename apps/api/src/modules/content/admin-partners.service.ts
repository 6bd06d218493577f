import type { z } from 'zod';
import type { PARTNER_IMAGE_FIELD } from '@marquee/contracts/admin-content';
import { contentTexts, partnerFields } from '@marquee/contracts/admin-content';
import type { Partner } from '@marquee/contracts/content';
import type { AuthContext } from '../../lib/auth-context';
import { notFound } from '../../lib/errors';
import type { ReadForm } from '../files/multipart';
import { presentPartner } from './content.presenter';
import { deletePartner, findPartner, insertPartner, listPartners, updatePartner } from './content.repository';
import { formFields, type AdminContentDeps } from './admin-content.form';
import { removeWithImage, writeWithImage } from './admin-content.write';

type PartnerForm = ReadForm<typeof PARTNER_IMAGE_FIELD>;
type Fields = z.output<typeof partnerFields>;

const summaryOf = (fields: Fields, image: string | undefined) => ({
  company_name: fields.company_name,
  website: fields.website,
  ...(image && { image: 'replaced' }),
});

/** `GET admin/partners`: every partner in display order, as the home page shows them. */
export async function listAdminPartners(deps: AdminContentDeps): Promise<{ data: Partner[] }> {
  return { data: (await listPartners(deps.db)).map((row) => presentPartner(row, deps.storage)) };
}

/** `POST admin/partners`: a new partner, last in the display order, with its logo if one is sent. */
export async function createPartner(deps: AdminContentDeps, auth: AuthContext, read: PartnerForm) {
  const fields = formFields(read, partnerFields);
  const row = await writeWithImage(deps, auth, {
    target: 'partner',
    verb: 'create',
    file: read.files[0],
    folder: 'partners',
    write: async (tx, image) => ({
      row: await insertPartner(tx, {
        companyName: fields.company_name,
        website: fields.website,
        imagePath: image ?? null,
      }),
    }),
    summary: (image) => summaryOf(fields, image),
  });
  return { partner: presentPartner(row, deps.storage) };
}

/** `POST admin/partners/{id}`: new name and website; a new logo replaces the old one (removed after the commit). */
export async function editPartner(deps: AdminContentDeps, auth: AuthContext, id: number, read: PartnerForm) {
  if (!(await findPartner(deps.db, id))) throw notFound();
  const fields = formFields(read, partnerFields);
  const row = await writeWithImage(deps, auth, {
    target: 'partner',
    verb: 'update',
    file: read.files[0],
    folder: 'partners',
    write: async (tx, image) => {
      const before = await findPartner(tx, id);
      const updated =
        before &&
        (await updatePartner(tx, id, {
          companyName: fields.company_name,
          website: fields.website,
          ...(image && { imagePath: image }),
        }));
      return before && updated && { row: updated, replaced: before.imagePath };
    },
    summary: (image) => summaryOf(fields, image),
  });
  return { partner: presentPartner(row, deps.storage) };
}

/** `DELETE admin/partners/{id}`: the row, then its logo file. */
export async function removePartner(deps: AdminContentDeps, auth: AuthContext, id: number) {
  await removeWithImage(deps, auth, {
    target: 'partner',
    remove: (tx) => deletePartner(tx, id),
    imageOf: (row) => row.imagePath,
    summary: (row) => ({ company_name: row.companyName }),
  });
  return { message: contentTexts.partnerDeleted };
}
