import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ExportName, ExportQuery } from '@marquee/contracts/admin-exports';
import type { Db, DbOrTx } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { csvRecords, UTF8_BOM } from '../../lib/csv';
import { recordAudit } from '../audit/audit.service';
import { createSetPasswordLinks } from '../auth/login-links';
import {
  authLinkColumns,
  directorySearchColumns,
  organiserColumns,
  quoteColumns,
  requestColumns,
  serviceUnknownColumns,
  supplierColumns,
  type AuthLinkRow,
  type Columns,
} from './exports.columns';
import {
  approvedSuppliersPage,
  directorySearchPage,
  keepAuthLinks,
  organisersPage,
  quotesPage,
  requestsPage,
  retireAuthLinks,
  serviceUnknownsPage,
  suppliersPage,
  type DayRange,
  type Page,
} from './exports.repository';

/*
 * The administrators' CSV exports (issue 24, docs/decisions/0079): GET admin/exports/{name}. The file is streamed:
 * the BOM and header go first, then one keyset page of rows at a time, read only when the client has taken the
 * one before (a Readable pulled by the response's back-pressure). A client that goes away destroys the stream,
 * which ends the page loop; nothing holds more than a page.
 */

/** Rows a page (one statement; for sign-in links, one transaction). */
export const EXPORT_PAGE_SIZE = 1000;

export interface ExportDeps {
  db: Db;
  config: Pick<FastifyInstance['config'], 'APP_URL'>;
}

/** One export: its columns and how a page of its rows is read (a row's `id` is its keyset). */
interface ExportSource<R extends { id: number }> {
  columns: Columns<R>;
  page(deps: ExportDeps, range: DayRange, page: Page): Promise<R[]>;
}

const source = <R extends { id: number }>(s: ExportSource<R>) => s as unknown as ExportSource<{ id: number }>;

/**
 * A page of 'supplier-auth-links' in its own transaction: the next approved suppliers, their earlier links
 * retired, a fresh single-use set-password link each (30 days, docs/decisions/0067), kept for the import's
 * bookkeeping. Links are made only as the file is read: a client that stops early leaves the rest unmade.
 */
function authLinksPage(deps: ExportDeps, range: DayRange, page: Page): Promise<AuthLinkRow[]> {
  return deps.db.transaction(async (tx: DbOrTx) => {
    const suppliers = await approvedSuppliersPage(tx, range, page);
    if (suppliers.length === 0) return [];
    await retireAuthLinks(
      tx,
      suppliers.map((s) => s.id),
    );
    const links = await createSetPasswordLinks(tx, deps.config.APP_URL, suppliers);
    const expiresOf = await keepAuthLinks(tx, links);
    const linkOf = new Map(links.map((l) => [l.userId, l]));
    return suppliers.map((s) => {
      const made = linkOf.get(s.id);
      if (!made) throw new Error('no link made for a supplier');
      return { ...s, link: made.link, expires: expiresOf.get(made.tokenId) ?? '' };
    });
  });
}

const sources: Record<ExportName, ExportSource<{ id: number }>> = {
  'service-requests': source({ columns: requestColumns, page: (d, r, p) => requestsPage(d.db, r, p) }),
  'service-request-quotes': source({ columns: quoteColumns, page: (d, r, p) => quotesPage(d.db, r, p) }),
  suppliers: source({ columns: supplierColumns, page: (d, r, p) => suppliersPage(d.db, r, p) }),
  'supplier-auth-links': source({ columns: authLinkColumns, page: authLinksPage }),
  organisers: source({ columns: organiserColumns, page: (d, r, p) => organisersPage(d.db, r, p) }),
  'directory-search': source({
    columns: directorySearchColumns,
    page: (d, r, p) => directorySearchPage(d.db, r, p),
  }),
  'service-unknowns': source({
    columns: serviceUnknownColumns,
    page: (d, r, p) => serviceUnknownsPage(d.db, r, p),
  }),
};

export interface ExportOptions {
  /** Rows a page; EXPORT_PAGE_SIZE unless a test asks for smaller pages. */
  pageSize?: number;
}

/**
 * The CSV text of an export, piece by piece: the BOM with the header row, then one piece per page of rows. The
 * next page is read only when the consumer asks for the next piece; ending the iteration ends the reading.
 */
export async function* exportCsv(
  deps: ExportDeps,
  name: ExportName,
  query: ExportQuery,
  options: ExportOptions = {},
): AsyncGenerator<string> {
  const { columns, page } = sources[name];
  const limit = options.pageSize ?? EXPORT_PAGE_SIZE;
  const range = { from: query.date_from, to: query.date_to };
  yield UTF8_BOM + csvRecords([columns.header]);
  let after = 0;
  for (;;) {
    const rows = await page(deps, range, { after, limit });
    if (rows.length > 0) yield csvRecords(rows.map((row) => columns.cells(row)));
    const last = rows.at(-1);
    if (rows.length < limit || last === undefined) return;
    after = last.id;
  }
}

/**
 * `GET admin/exports/{name}`: writes the export's audit row (`exports.<name>` with the range) and answers the
 * stream of its CSV. The row is written when the download starts, as the data leaves then.
 */
export async function startExport(
  deps: ExportDeps,
  auth: AuthContext,
  name: ExportName,
  query: ExportQuery,
): Promise<Readable> {
  await recordAudit(deps.db, auth, {
    action: `exports.${name}`,
    summary: { date_from: query.date_from, date_to: query.date_to },
  });
  // Bytes, not objects: the stream's buffer (16 KB) is smaller than a page, so at most one page waits in it.
  return Readable.from(exportCsv(deps, name, query), { objectMode: false });
}
