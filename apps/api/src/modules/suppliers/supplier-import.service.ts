import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_PLAN_ID } from '@marquee/contracts/enums';
import { servicesFitPlan } from '@marquee/contracts/plan-allowance';
import { onboardingTexts } from '@marquee/contracts/supplier-onboarding';
import {
  importRowEmail,
  supplierImportRow,
  supplierImportTexts as texts,
  type SupplierImportError,
  type SupplierImportResponse,
  type SupplierImportRow,
} from '@marquee/contracts/supplier-import';
import type { AuthContext } from '../../lib/auth-context';
import { randomPasswordHash } from '../../lib/secrets';
import { recordAudit } from '../audit/audit.service';
import { createSetPasswordLinks } from '../auth/login-links';
import { findPlan } from '../billing/billing.service';
import { serviceIdsByProduct } from '../catalogue/catalogue.service';
import { ukPlaceNamed } from '../places/places.service';
import { csvRequired, csvRowBatches, scanCsv, type CsvRow } from './supplier-import.csv';
import {
  insertAuthLinks,
  insertImportedSuppliers,
  registeredEmails,
  type ImportedSupplier,
} from './supplier-import.repository';

/*
 * `POST admin/suppliers/import` (spec 2.6, 5, 7.7, 8; docs/decisions/0067). The file is checked whole first
 * (supplier-import.csv.ts), then read in batches: each row is validated with the registration rules, its services
 * and place resolved, and each batch of good rows written in a transaction of its own, so a bad row never stops
 * the good ones and memory holds one batch. Imported suppliers are approved and listed at once, with a password
 * nobody knows and a set-password link kept for the 'supplier auth links' export; nothing is e-mailed.
 */

export type ImportDeps = Pick<FastifyInstance, 'db' | 'config'>;

/**
 * Rows written per transaction: small enough that no statement holds the event loop (PGlite runs in this
 * process) for long, large enough that 10,000 rows take a few hundred statements (bench:admin:import).
 */
export const IMPORT_BATCH_ROWS = 25;

/** The longest the import works on rows without letting other requests in. */
const SLICE_MS = 10;

/** The temporary file the multipart reader wrote, and the name it was sent under. */
export interface ImportFile {
  path: string;
  originalName: string;
}

type RowError = SupplierImportError;

const rowError = (row: number, email: string | null, fields: Record<string, string[]>): RowError => ({
  row,
  email,
  message: Object.values(fields)
    .map((messages) => messages[0])
    .join('; '),
  fields,
});

/** The registration rules' answer for one row: the row's values, or every field's messages. */
function validateRow({ row, cells }: CsvRow): { data: SupplierImportRow } | { error: RowError } {
  const parsed = supplierImportRow.safeParse(cells);
  if (parsed.success) return { data: parsed.data };
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'row');
    (fields[field] ??= []).push(issue.message);
  }
  return { error: rowError(row, importRowEmail(cells.email), fields) };
}

/** What one import learns as it goes: the e-mails seen (first row of each), and service names already looked up. */
interface ImportState {
  firstRowOf: Map<string, number>;
  serviceIds: Map<string, number | null>;
  servicesMax: number | null;
  imported: SupplierImportResponse['imported'];
  errors: RowError[];
}

async function resolveServices(deps: ImportDeps, state: ImportState, names: string[]) {
  const unknown = [...new Set(names.map((n) => n.toLowerCase()))].filter((n) => !state.serviceIds.has(n));
  if (unknown.length === 0) return;
  const found = await serviceIdsByProduct(deps.db, unknown);
  for (const name of unknown) state.serviceIds.set(name, found.get(name) ?? null);
}

/** One batch: checked row by row, its good rows written in one transaction. */
async function importBatch(deps: ImportDeps, state: ImportState, batch: CsvRow[], now: Date) {
  const valid: Array<{ row: number; data: SupplierImportRow }> = [];
  let slice = performance.now();
  for (const csvRow of batch) {
    // Checking a row takes up to a millisecond (the phone rule most of it): other requests get their turn.
    if (performance.now() - slice > SLICE_MS) {
      await nextTurn();
      slice = performance.now();
    }
    // A repeated e-mail is an error on the later row, whatever else is wrong with either.
    const email = importRowEmail(csvRow.cells.email);
    const first = email === null ? undefined : state.firstRowOf.get(email);
    if (email !== null && first !== undefined) {
      state.errors.push(rowError(csvRow.row, email, { email: [texts.emailRepeated(first)] }));
      continue;
    }
    if (email !== null) state.firstRowOf.set(email, csvRow.row);
    const checked = validateRow(csvRow);
    if ('error' in checked) state.errors.push(checked.error);
    else valid.push({ row: csvRow.row, data: checked.data });
  }
  await resolveServices(
    deps,
    state,
    valid.flatMap((v) => v.data.services),
  );
  const registered = await registeredEmails(
    deps.db,
    valid.map((v) => v.data.email),
  );
  const ready: ImportedSupplier[] = [];
  for (const { row, data } of valid) {
    const fields: Record<string, string[]> = {};
    if (registered.has(data.email)) fields.email = [texts.emailAlreadyRegistered];
    const unknown = data.services.filter((name) => !state.serviceIds.get(name.toLowerCase()));
    if (unknown.length > 0) fields.services = unknown.map(texts.unknownService);
    else if (!servicesFitPlan(data.services.length, state.servicesMax))
      fields.services = [onboardingTexts.tooManyServices(state.servicesMax ?? data.services.length)];
    const place = ukPlaceNamed(data.location);
    if (!place) fields.location = [texts.unknownPlace(data.location)];
    if (Object.keys(fields).length > 0 || !place) {
      state.errors.push(rowError(row, data.email, fields));
      continue;
    }
    ready.push({
      row,
      email: data.email,
      name: data.name,
      phone: data.phone,
      companyName: data.company_name,
      positionInCompany: data.position_in_company,
      website: data.website,
      displayEmail: data.display_email,
      passwordHash: randomPasswordHash(),
      location: place.label,
      latitude: place.lat,
      longitude: place.lng,
      nearby: data.nearby,
      serviceIds: data.services.flatMap((name) => state.serviceIds.get(name.toLowerCase()) ?? []),
    });
  }
  if (ready.length === 0) return;
  const idOf = await deps.db.transaction(async (tx) => {
    const idOf = await insertImportedSuppliers(tx, ready, now);
    const accounts = ready.flatMap((r) => {
      const id = idOf.get(r.email);
      return id === undefined ? [] : [{ id, email: r.email }];
    });
    await insertAuthLinks(tx, await createSetPasswordLinks(tx, deps.config.APP_URL, accounts));
    return idOf;
  });
  for (const r of ready) {
    const id = idOf.get(r.email);
    // Registered by someone else between the check and the insert.
    if (id === undefined)
      state.errors.push(rowError(r.row, r.email, { email: [texts.emailAlreadyRegistered] }));
    else state.imported.push({ row: r.row, id, email: r.email });
  }
}

/**
 * Imports the suppliers of a CSV file (the route reads the multipart form and passes its one file). The file as a
 * whole is refused with a 422 (no file, not CSV, a header without the required columns, no rows or too many);
 * otherwise the answer lists every row imported and every row refused with why, in row order, and one audit row
 * `suppliers.import` records the counts.
 */
export async function importSuppliers(
  deps: ImportDeps,
  admin: AuthContext,
  file: ImportFile | undefined,
): Promise<SupplierImportResponse> {
  if (!file) throw csvRequired();
  const { columns, rows } = await scanCsv(file.path);
  const plan = await findPlan(deps.db, DEFAULT_PLAN_ID);
  const state: ImportState = {
    firstRowOf: new Map(),
    serviceIds: new Map(),
    servicesMax: plan?.serviceCountMax ?? null,
    imported: [],
    errors: [],
  };
  const now = new Date();
  for await (const batch of csvRowBatches(file.path, columns, IMPORT_BATCH_ROWS)) {
    await importBatch(deps, state, batch, now);
    // Other requests get their turn between batches.
    await nextTurn();
  }
  state.errors.sort((a, b) => a.row - b.row);
  await deps.db.transaction((tx) =>
    recordAudit(tx, admin, {
      action: 'suppliers.import',
      summary: { rows, imported: state.imported.length, errors: state.errors.length },
    }),
  );
  return { imported: state.imported, errors: state.errors };
}
