import type { z } from 'zod';
import { contentTexts, testimonialFields, TESTIMONIAL_AVATAR_FIELD } from '@marquee/contracts/admin-content';
import type { Testimonial } from '@marquee/contracts/content';
import type { AuthContext } from '../../lib/auth-context';
import { AppError, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import type { ReadForm } from '../files/multipart';
import { presentTestimonial } from './content.presenter';
import {
  deleteTestimonial,
  findTestimonial,
  insertTestimonial,
  listTestimonials,
  updateTestimonial,
} from './content.repository';
import {
  formFields,
  removeStored,
  storeImage,
  withStoredImage,
  type AdminContentDeps,
} from './admin-content.form';

type TestimonialForm = ReadForm<typeof TESTIMONIAL_AVATAR_FIELD>;
type Fields = z.output<typeof testimonialFields>;

const columnsOf = (f: Fields) => ({
  name: f.name,
  title: f.title,
  description: f.description,
  text: f.text,
  rate: f.rate.toFixed(1),
  quoteRequestsTotal: f.quote_requests_total,
});

/** What the audit row keeps: the short fields (the text itself is on the row). */
const summaryOf = (f: Fields, avatar: string | undefined) => ({
  name: f.name,
  title: f.title,
  rate: f.rate,
  quote_requests_total: f.quote_requests_total,
  ...(avatar && { avatar: 'replaced' }),
});

/** `GET admin/testimonials`: newest first, as the home page's reviews slider shows them. */
export async function listAdminTestimonials(deps: AdminContentDeps): Promise<{ data: Testimonial[] }> {
  return { data: (await listTestimonials(deps.db)).map((row) => presentTestimonial(row, deps.storage)) };
}

/** `POST admin/testimonials`: every field required (spec 5), the avatar too. */
export async function createTestimonial(deps: AdminContentDeps, auth: AuthContext, read: TestimonialForm) {
  const fields = formFields(read, testimonialFields);
  if (!read.files[0]) {
    throw new AppError(422, 'validation', contentTexts.avatarRequired, {
      [TESTIMONIAL_AVATAR_FIELD]: [contentTexts.avatarRequired],
    });
  }
  const avatar = await storeImage(deps, read.files[0], 'testimonials');
  const row = await withStoredImage(deps, avatar, () =>
    deps.db.transaction(async (tx) => {
      const created = await insertTestimonial(tx, { ...columnsOf(fields), avatarPath: avatar ?? null });
      await recordAudit(tx, auth, {
        action: 'testimonial.create',
        targetType: 'testimonial',
        targetId: created.id,
        summary: summaryOf(fields, avatar),
      });
      return { result: created };
    }),
  );
  return { testimonial: presentTestimonial(row, deps.storage) };
}

/** `POST admin/testimonials/{id}` (`_method=PUT`): every field again; a new avatar replaces the old one. */
export async function editTestimonial(
  deps: AdminContentDeps,
  auth: AuthContext,
  id: number,
  read: TestimonialForm,
) {
  if (!(await findTestimonial(deps.db, id))) throw notFound();
  const fields = formFields(read, testimonialFields);
  const avatar = await storeImage(deps, read.files[0], 'testimonials');
  const row = await withStoredImage(deps, avatar, () =>
    deps.db.transaction(async (tx) => {
      const before = await findTestimonial(tx, id);
      const updated =
        before &&
        (await updateTestimonial(tx, id, { ...columnsOf(fields), ...(avatar && { avatarPath: avatar }) }));
      if (!before || !updated) throw notFound();
      await recordAudit(tx, auth, {
        action: 'testimonial.update',
        targetType: 'testimonial',
        targetId: id,
        summary: summaryOf(fields, avatar),
      });
      return { result: updated, replaced: before.avatarPath };
    }),
  );
  return { testimonial: presentTestimonial(row, deps.storage) };
}

/** `DELETE admin/testimonials/{id}`: the row, then its avatar file. */
export async function removeTestimonial(deps: AdminContentDeps, auth: AuthContext, id: number) {
  const row = await deps.db.transaction(async (tx) => {
    const gone = await deleteTestimonial(tx, id);
    if (!gone) throw notFound();
    await recordAudit(tx, auth, {
      action: 'testimonial.delete',
      targetType: 'testimonial',
      targetId: id,
      summary: { name: gone.name },
    });
    return gone;
  });
  await removeStored(deps, row.avatarPath);
  return { message: contentTexts.testimonialDeleted };
}
