import type {
  AdminOrganiserListItem,
  AdminOrganisersQuery,
  AdminOrganisersResponse,
} from '@marquee/contracts/admin-organisers';
import { effectiveListSearch } from '@marquee/contracts/admin-lists';
import type { DbOrTx } from '../../db/client';
import { findOrganisers } from './admin-organisers.repository';

/**
 * `GET admin/organisers` (spec 7.7): the search applies from 3 characters, or at once as an id (spec 5); sorted by
 * any column (spec 4 'Admin lists'); a page past the last is empty, with the real total.
 */
export async function listOrganisers(db: DbOrTx, q: AdminOrganisersQuery): Promise<AdminOrganisersResponse> {
  const { rows, total } = await findOrganisers(db, {
    search: effectiveListSearch(q.filter),
    page: q.page,
    limit: q.limit,
    sortField: q.sort_field,
    sortOrder: q.sort_order,
  });
  return {
    organisers: rows.map((u) => ({
      id: u.id,
      name: u.name,
      email: u.email,
      primary_function: (u.primaryFunction ?? null) as AdminOrganiserListItem['primary_function'],
      company_name: u.companyName,
      position_in_company: u.positionInCompany,
      created_at: new Date(u.createdAt).toISOString(),
      requests_count: Number(u.requestsCount),
    })),
    pagination: { total_pages: Math.max(1, Math.ceil(total / q.limit)), page: q.page, total },
  };
}
