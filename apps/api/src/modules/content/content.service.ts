import type { Partner, Testimonial } from '@marquee/contracts/content';
import type { DbOrTx } from '../../db/client';
import type { FileUrls } from '../storage/storage.service';
import { listPartners, listTestimonials } from './content.repository';
import { presentPartner, presentTestimonial } from './content.presenter';

/** The database and the storage that addresses the images. */
export interface ContentDeps {
  db: DbOrTx;
  storage: FileUrls;
}

export async function getPartners({ db, storage }: ContentDeps): Promise<{ data: Partner[] }> {
  return { data: (await listPartners(db)).map((row) => presentPartner(row, storage)) };
}

export async function getTestimonials({ db, storage }: ContentDeps): Promise<{ data: Testimonial[] }> {
  return { data: (await listTestimonials(db)).map((row) => presentTestimonial(row, storage)) };
}
