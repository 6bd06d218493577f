import type {
  Service,
  ServiceCategory,
  ServiceCategoryDetail,
  ServiceDetail,
  ServiceOption,
} from '@marquee/contracts/catalogue';
import type { FileUrls } from '../storage/storage.service';
import type { CategoryRow, ServiceOptionRow, ServiceRow } from './catalogue.repository';

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

export const presentCategory = (row: CategoryRow, files: FileUrls): ServiceCategory => ({
  id: row.id,
  category: row.category,
  slug: row.slug,
  description: row.description,
  title_tag: row.titleTag,
  custom_heading: row.customHeading,
  meta_description: row.metaDescription,
  image_url: files.url(row.imagePath),
  is_hidden: flag(row.isHidden),
  services_count: row.servicesCount,
});

export const presentService = (row: ServiceRow, files: FileUrls): Service => ({
  id: row.id,
  product: row.product,
  slug: row.slug,
  description: row.description,
  service_category_id: row.serviceCategoryId,
  title_tag: row.titleTag,
  custom_heading: row.customHeading,
  meta_description: row.metaDescription,
  image_url: files.url(row.imagePath),
  is_hidden: flag(row.isHidden),
});

export const presentOption = (row: ServiceOptionRow): ServiceOption => ({
  value: row.id,
  label: row.product,
  description: row.description,
  category_id: row.category_id,
  keywords: row.keywords,
  is_hidden: flag(row.is_hidden),
  slug: row.slug,
  category_slug: row.category_slug,
});

/** A category with its services (GET service-categories/{id} and by slug). */
export const presentCategoryDetail = (
  row: CategoryRow,
  services: ServiceRow[],
  files: FileUrls,
): ServiceCategoryDetail => ({
  ...presentCategory(row, files),
  services: services.map((service) => presentService(service, files)),
});

/** A service with its keywords and the category it belongs to (GET services/{id} and by slug). */
export const presentServiceDetail = (
  row: ServiceRow,
  category: CategoryRow,
  keywords: ServiceDetail['service_keywords'],
  files: FileUrls,
): ServiceDetail => ({
  ...presentService(row, files),
  service_keywords: keywords,
  service_category: {
    id: category.id,
    category: category.category,
    slug: category.slug,
    is_hidden: flag(category.isHidden),
  },
});
