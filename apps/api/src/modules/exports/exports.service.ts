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
 * The administrators' CSV exports (issue 24, docs/decisions/0079, 0087): GET admin/exports/{name}. The file is
 * streamed: the BOM and header go first, then keyset pages of rows written in small pieces, pulled by the
 * response's back-pressure with at most one page read ahead. A client that goes away destroys the stream, which
 * ends the page loop; nothing holds more than two pages.
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
  /** false: the next page is read only once this one is taken (reading makes something: sign-in links). */
  readAhead?: false;
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
  'supplier-auth-links': source({ columns: authLinkColumns, page: authLinksPage, readAhead: false }),
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
 * Rows a CSV piece: the text of a whole page (~200 KB) would be one large string, allocated outside V8's young
 * generation and kept until a full collection — the cause of the +250 MB peaks measured at scale 1. Pieces of
 * ~20 KB die young with the rows they were made of.
 */
export const EXPORT_PIECE_ROWS = 100;

/**
 * The CSV text of an export, piece by piece: the BOM with the header row, then pieces of at most
 * EXPORT_PIECE_ROWS rows. Pages are read lazily: while the consumer takes one page's pieces, the next page is
 * read (one page ahead, so the database and the CSV writing overlap), never more; an export that makes something
 * as it is read (sign-in links) reads no page ahead. Ending the iteration ends the reading.
 */
export async function* exportCsv(
  deps: ExportDeps,
  name: ExportName,
  query: ExportQuery,
  options: ExportOptions = {},
): AsyncGenerator<string> {
  const { columns, page, readAhead } = sources[name];
  const limit = options.pageSize ?? EXPORT_PAGE_SIZE;
  const range = { from: query.date_from, to: query.date_to };
  const read = (after: number) => page(deps, range, { after, limit });
  yield UTF8_BOM + csvRecords([columns.header]);
  let pending: Promise<{ id: number }[]> | undefined = read(0);
  try {
    while (pending) {
      const rows = await pending;
      pending = undefined;
      const last = rows.at(-1);
      const more = rows.length === limit && last !== undefined;
      if (more && readAhead !== false) pending = read(last.id);
      for (let i = 0; i < rows.length; i += EXPORT_PIECE_ROWS)
        yield csvRecords(rows.slice(i, i + EXPORT_PIECE_ROWS).map((row) => columns.cells(row)));
      if (more && !pending) pending = read(last.id);
    }
  } finally {
    // A page read ahead for a consumer that has gone: its rows (or its failure) are dropped.
    void pending?.catch(() => undefined);
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
  // Bytes, not objects; Readable.from's buffer holds one piece (highWaterMark 1): the next is made when it is taken.
  return Readable.from(exportCsv(deps, name, query), { objectMode: false });
}
