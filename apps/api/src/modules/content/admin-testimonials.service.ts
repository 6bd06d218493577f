import type { z } from 'zod';
import { contentTexts, testimonialFields, TESTIMONIAL_AVATAR_FIELD } from '@marquee/contracts/admin-content';
import type { Testimonial } from '@marquee/contracts/content';
import type { AuthContext } from '../../lib/auth-context';
import { AppError, notFound } from '../../lib/errors';
import type { ReadForm } from '../files/multipart';
import { presentTestimonial } from './content.presenter';
import {
  deleteTestimonial,
  findTestimonial,
  insertTestimonial,
  listTestimonials,
  updateTestimonial,
} from './content.repository';
import { formFields, type AdminContentDeps } from './admin-content.form';
import { removeWithImage, writeWithImage } from './admin-content.write';

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
  const row = await writeWithImage(deps, auth, {
    target: 'testimonial',
    verb: 'create',
    file: read.files[0],
    folder: 'testimonials',
    write: async (tx, avatar) => ({
      row: await insertTestimonial(tx, { ...columnsOf(fields), avatarPath: avatar ?? null }),
    }),
    summary: (avatar) => summaryOf(fields, avatar),
  });
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
  const row = await writeWithImage(deps, auth, {
    target: 'testimonial',
    verb: 'update',
    file: read.files[0],
    folder: 'testimonials',
    write: async (tx, avatar) => {
      const before = await findTestimonial(tx, id);
      const updated =
        before &&
        (await updateTestimonial(tx, id, { ...columnsOf(fields), ...(avatar && { avatarPath: avatar }) }));
      return before && updated && { row: updated, replaced: before.avatarPath };
    },
    summary: (avatar) => summaryOf(fields, avatar),
  });
  return { testimonial: presentTestimonial(row, deps.storage) };
}

/** `DELETE admin/testimonials/{id}`: the row, then its avatar file. */
export async function removeTestimonial(deps: AdminContentDeps, auth: AuthContext, id: number) {
  await removeWithImage(deps, auth, {
    target: 'testimonial',
    remove: (tx) => deleteTestimonial(tx, id),
    imageOf: (row) => row.avatarPath,
    summary: (row) => ({ name: row.name }),
  });
  return { message: contentTexts.testimonialDeleted };
}
