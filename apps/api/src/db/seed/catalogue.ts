import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { serviceCategories, serviceKeywords, services } from '../schema/catalogue';
import { slugify } from '../../lib/slug';
import { CATALOGUE_VERSION, catalogue, serviceSeo } from './catalogue-data';
import { loadedVersion, markLoaded } from './versions';

const SEED_NAME = 'catalogue';

/**
 * Loads the catalogue entries this database has not had yet. Each table is filled by one statement
 * that reads its rows from a JSON parameter and finds parents by slug inside the database, which keeps
 * this fast enough to run before every test. Rows that already exist (same name or slug) are left as
 * the administrator edited them, and children of a deleted parent are skipped.
 */
export async function seedCatalogue(db: DbOrTx): Promise<void> {
  const loaded = await loadedVersion(db, SEED_NAME);
  if (loaded >= CATALOGUE_VERSION) return;
  const isNew = (entry: { addedIn?: number }) => (entry.addedIn ?? 1) > loaded;

  const categoryRows = catalogue.filter(isNew).map((c) => ({
    category: c.category,
    slug: slugify(c.category),
    description: c.description,
    title_tag: c.titleTag,
    custom_heading: c.customHeading,
    meta_description: c.metaDescription,
  }));
  const serviceRows = catalogue.flatMap((c) =>
    c.services.filter(isNew).map((s) => {
      const seo = serviceSeo(s);
      return {
        category_slug: slugify(c.category),
        product: s.product,
        slug: slugify(s.product),
        description: s.description,
        title_tag: seo.titleTag,
        custom_heading: seo.customHeading,
        meta_description: seo.metaDescription,
      };
    }),
  );
  const keywordRows = catalogue.flatMap((c) =>
    c.services
      .filter(isNew)
      .flatMap((s) => s.keywords.map((keyword) => ({ service_slug: slugify(s.product), keyword }))),
  );

  if (categoryRows.length > 0) {
    await db.execute(sql`
      insert into ${serviceCategories} (category, slug, description, title_tag, custom_heading, meta_description)
      select r.category, r.slug, r.description, r.title_tag, r.custom_heading, r.meta_description
      from jsonb_to_recordset(${JSON.stringify(categoryRows)}::jsonb)
        as r(category text, slug text, description text, title_tag text, custom_heading text, meta_description text)
      on conflict do nothing`);
  }
  if (serviceRows.length > 0) {
    await db.execute(sql`
      insert into ${services} (product, slug, description, service_category_id, title_tag, custom_heading, meta_description)
      select r.product, r.slug, r.description, c.id, r.title_tag, r.custom_heading, r.meta_description
      from jsonb_to_recordset(${JSON.stringify(serviceRows)}::jsonb)
        as r(category_slug text, product text, slug text, description text, title_tag text, custom_heading text, meta_description text)
      join ${serviceCategories} c on c.slug = r.category_slug
      on conflict do nothing`);
  }
  if (keywordRows.length > 0) {
    await db.execute(sql`
      insert into ${serviceKeywords} (service_id, keyword)
      select s.id, r.keyword
      from jsonb_to_recordset(${JSON.stringify(keywordRows)}::jsonb) as r(service_slug text, keyword text)
      join ${services} s on s.slug = r.service_slug
      on conflict do nothing`);
  }
  await markLoaded(db, SEED_NAME, CATALOGUE_VERSION);
}
