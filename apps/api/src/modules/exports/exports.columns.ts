import { NATIONWIDE, PRIMARY_FUNCTIONS, RequestStatus, type PrimaryFunction } from '@marquee/contracts/enums';
import { adminSupplierTexts } from '@marquee/contracts/admin-suppliers';
import { closeReasonLabels } from '@marquee/contracts/requests';
import type { CsvCell } from '../../lib/csv';
import type {
  OrganiserRow,
  QuoteRow,
  RequestRow,
  SearchRow,
  SupplierRow,
  UnknownRow,
} from './exports.repository';

/*
 * The columns of each export (docs/decisions/0079): a header of readable names and a row of cells. Dates are UK
 * local time ('yyyy-mm-dd hh:mm', or 'yyyy-mm-dd' for event days), so a spreadsheet sorts them; codes are written
 * as the screens name them.
 */

export interface Columns<R> {
  header: readonly string[];
  cells(row: R): CsvCell[];
}

/** A request whose organiser deleted their account (docs/decisions/0068). */
export const DELETED_ORGANISER = 'Deleted organiser';

const requestStatusLabels: Record<number, string> = {
  [RequestStatus.active]: 'Active',
  [RequestStatus.accepted]: 'Accepted',
  [RequestStatus.finished]: 'Finished',
};

const supplierStatusLabels: Record<number, string> = {
  0: adminSupplierTexts.waitingForApproval,
  1: adminSupplierTexts.accepted,
  2: 'Rejected',
};

const yesNo = (v: number | boolean) => (v === 1 || v === true ? 'Yes' : 'No');
const area = (nearby: number | null) =>
  nearby === null ? null : nearby === NATIONWIDE ? 'Nationwide' : `${nearby} miles`;

function quoteStatus(q: QuoteRow): string {
  if (q.is_selected === 1) return 'Selected';
  if (q.rejected !== null) return 'Rejected';
  if (q.is_archived === 1) return 'Archived';
  if (q.is_shortlisted === 1) return 'Shortlisted';
  return 'Awaiting decision';
}

export const requestColumns: Columns<RequestRow> = {
  header: [
    'Request ID',
    'Created',
    'Organiser',
    'Organiser e-mail',
    'Organiser company',
    'Service',
    'Category',
    'Location',
    'Event from',
    'Event until',
    'Offers until',
    'Status',
    'Quotes',
    'Selected supplier',
    'Selected supplier ID',
    'Close reason',
    'Closed',
  ],
  cells: (r) => [
    r.id,
    r.created,
    r.user_id === null ? DELETED_ORGANISER : r.organiser_name,
    r.organiser_email,
    r.organiser_company,
    r.service,
    r.category,
    r.location,
    r.date_from,
    r.date_until,
    r.date_offers_until,
    requestStatusLabels[r.status] ?? String(r.status),
    r.quotes_count,
    r.selected_supplier,
    r.selected_supplier_id,
    r.close_reason === null
      ? null
      : (closeReasonLabels[r.close_reason as keyof typeof closeReasonLabels] ?? String(r.close_reason)),
    r.closed,
  ],
};

export const quoteColumns: Columns<QuoteRow> = {
  header: [
    'Quote ID',
    'Request ID',
    'Created',
    'Supplier ID',
    'Supplier company',
    'Supplier e-mail',
    'Service',
    'Price (GBP)',
    'Status',
    'Viewed by organiser',
    'Selected',
  ],
  cells: (q) => [
    q.id,
    q.request_id,
    q.created,
    q.supplier_id,
    q.supplier_company,
    q.supplier_email,
    q.service,
    q.price,
    quoteStatus(q),
    q.viewed,
    q.selected,
  ],
};

export const supplierColumns: Columns<SupplierRow> = {
  header: [
    'Supplier ID',
    'Company',
    'Name',
    'E-mail',
    'Display e-mail',
    'Phone',
    'Website',
    'Position',
    'Location',
    'Area',
    'Status',
    'Plan',
    'No limits',
    'Services',
    'Registered',
    'Submitted',
    'Payment requested',
    'RFQs received',
    'RFQs responded',
  ],
  cells: (s) => [
    s.id,
    s.company_name,
    s.name,
    s.email,
    s.display_email,
    s.phone,
    s.website,
    s.position_in_company,
    s.location,
    area(s.nearby),
    supplierStatusLabels[s.status] ?? String(s.status),
    s.plan,
    yesNo(s.no_limits),
    s.services,
    s.registered,
    s.submitted,
    s.payment_requested,
    s.notifies_count,
    s.quotes_count,
  ],
};

export const organiserColumns: Columns<OrganiserRow> = {
  header: [
    'Organiser ID',
    'Name',
    'E-mail',
    'Phone',
    'Company',
    'Position',
    'Primary function',
    'Registered',
    'E-mail confirmed',
    'Last signed in',
    'Requests',
    'News and marketing',
    'Updates and information',
    'Communications from partners',
  ],
  cells: (o) => [
    o.id,
    o.name,
    o.email,
    o.phone,
    o.company_name,
    o.position_in_company,
    o.primary_function === null
      ? null
      : (PRIMARY_FUNCTIONS[o.primary_function as PrimaryFunction] ?? o.primary_function),
    o.registered,
    o.email_confirmed,
    o.last_login,
    o.requests_count,
    yesNo(o.receive_news_and_marketing),
    yesNo(o.receive_updates_and_info),
    yesNo(o.receive_communications_from_partners),
  ],
};

/** Anonymous analytics: no searcher, and not the company name typed (it may name a person). */
export const directorySearchColumns: Columns<SearchRow> = {
  header: ['Search ID', 'Created', 'Service', 'Place', 'Results'],
  cells: (d) => [d.id, d.created, d.service, d.place, d.results_count],
};

export const serviceUnknownColumns: Columns<UnknownRow> = {
  header: ['Search ID', 'Created', 'Search term', 'Place'],
  cells: (n) => [n.id, n.created, n.term, n.place],
};

/** The 'supplier-auth-links' export: one fresh set-password link per approved supplier. */
export interface AuthLinkRow {
  id: number;
  company_name: string | null;
  name: string;
  email: string;
  link: string;
  expires: string;
}

export const authLinkColumns: Columns<AuthLinkRow> = {
  header: ['Supplier ID', 'Company', 'Name', 'E-mail', 'Sign-in link', 'Expires'],
  cells: (l) => [l.id, l.company_name, l.name, l.email, l.link, l.expires],
};
