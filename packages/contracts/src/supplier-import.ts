import { z } from 'zod';
import { RADIUS_OPTIONS } from './enums';
import { emailField, requiredText } from './fields';
import { limits } from './limits';
import { validation } from './messages';
import { supplierAccountFields, supplierContactFields, userServicesFields } from './supplier-onboarding';

/*
 * The administrators' supplier import (spec 2.6 'Import page: CSV drop area', 5 'A CSV file is required to import
 * suppliers', 7.7 POST admin/suppliers/import, 8 'Supplier import'; docs/decisions/0067). One CSV file with a
 * header row, columns in any order; every data row is validated with the registration rules.
 */

/** The columns of the import, in the order of the template. */
export const supplierImportColumns = [
  'company_name',
  'name',
  'email',
  'phone',
  'website',
  'position_in_company',
  'display_email',
  'location',
  'nearby',
  'services',
] as const;
export type SupplierImportColumn = (typeof supplierImportColumns)[number];

/** Optional at registration (spec 5 'Supplier contact'), so a file may leave the column out. */
export const optionalImportColumns: readonly SupplierImportColumn[] = ['display_email'];
export const requiredImportColumns = supplierImportColumns.filter((c) => !optionalImportColumns.includes(c));

/** Services in one cell are product names separated by this. */
export const SERVICES_SEPARATOR = ';';

export const supplierImportLimits = {
  /** The file: spec 5 and 9 ('Files must be less than 10 MB'). */
  fileMaxBytes: limits.fileSizeMaxBytes,
  /** Data rows in one file (ours): what one request imports within a minute (bench:admin:import). */
  rowsMax: 10_000,
  /** Characters of one row (ours): a longer row is no supplier, and the reader holds one row at a time. */
  rowCharsMax: 20_000,
} as const;

export const supplierImportTexts = {
  /** Spec 5 'Admin lists': no file, or a file that is not CSV. */
  csvRequired: 'A CSV file is required to import suppliers',
  /** Spec 5 and 8 'File over limit'. */
  fileTooLarge: 'Files must be less than 10 MB',
  /** Spec 8 'E-mail already registered', without the sign-in page's link to /forgot. */
  emailAlreadyRegistered: 'Email already registered',
  // Ours (the spec has no text for these).
  oneFile: 'Send one CSV file',
  missingColumns: (columns: readonly string[]) =>
    `The CSV file has no ${columns.length === 1 ? 'column' : 'columns'} ${columns.join(', ')}`,
  repeatedColumn: (column: string) => `The CSV file has the column ${column} twice`,
  noRows: 'The CSV file has no suppliers under its header row',
  tooManyRows: `A CSV file can import at most ${supplierImportLimits.rowsMax.toLocaleString('en-GB')} suppliers; split it into smaller files`,
  unreadable: (line: number) => `The CSV file cannot be read at line ${line}: check its quotes and commas`,
  rowTooLong: (line: number) => `Line ${line} of the CSV file is too long to be a supplier`,
  emailRepeated: (firstRow: number) => `Email already in this file (row ${firstRow})`,
  unknownService: (name: string) => `Unknown service: ${name}`,
  unknownPlace: (place: string) => `Unknown UK place: ${place}`,
  /** The import screen (spec 2.6, 8 'Supplier import': counts of imported and errored rows, each error). */
  title: 'Import suppliers',
  dropHere: 'Drop a CSV file here or click to choose one',
  chooseFile: 'Choose a CSV file',
  dropHint: 'One supplier a row, with a header row naming the columns (in any order).',
  templateLink: 'Download the CSV template',
  uploading: 'Uploading…',
  importing: 'Importing suppliers…',
  importedCount: (n: number) => `${n.toLocaleString('en-GB')} ${n === 1 ? 'supplier' : 'suppliers'} imported`,
  errorCount: (n: number) => `${n.toLocaleString('en-GB')} ${n === 1 ? 'row' : 'rows'} with errors`,
  rowLabel: (row: number) => `Row ${row}`,
  toastDone: (imported: number, errors: number) =>
    `Import finished: ${imported.toLocaleString('en-GB')} imported, ${errors.toLocaleString('en-GB')} with errors`,
  importedNote:
    'Imported suppliers are approved and listed at once. Each has a sign-in link to set a password, in the supplier auth links export.',
} as const;

/** Header cells as typed ('Company Name', ' EMAIL ') are the columns they name ('company_name', 'email'). */
export const importColumnKey = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

const radiusFromCell = (v: unknown) => {
  if (typeof v !== 'string') return v;
  const t = v.trim().toLowerCase();
  if (t === '') return undefined;
  if (t === 'nationwide') return 999;
  return /^\+?\d+$/.test(t) ? Number(t.replace('+', '')) : v;
};

/**
 * One data row as the registration checks it (spec 5 'Supplier account step', 'Supplier contact', 'Services
 * step'): the same fields and texts, the phone through the one phone rule. Services are names here (the
 * catalogue resolves them), `nearby` a cell ('25', '+25' or 'Nationwide').
 */
export const supplierImportRow = supplierContactFields.omit({ account_name: true }).extend({
  email: supplierAccountFields.shape.email,
  display_email: supplierContactFields.shape.display_email,
  location: requiredText(validation.locationRequired),
  nearby: z.preprocess(radiusFromCell, userServicesFields.shape.nearby),
  services: z
    .string({ error: validation.newProductRequired })
    .transform((cell) => [
      ...new Map(
        cell
          .split(SERVICES_SEPARATOR)
          .map((name) => name.trim())
          .filter(Boolean)
          .map((name) => [name.toLowerCase(), name] as const),
      ).values(),
    ])
    .pipe(z.array(z.string()).min(1, validation.newProductRequired).max(200, validation.tooLong)),
});
export type SupplierImportRow = z.output<typeof supplierImportRow>;

/** The radius options a cell may hold, for the template and the screen's note. */
export const importRadiusOptions = RADIUS_OPTIONS;

/** The template offered on the import tab: the header and one example row (the example is no real supplier). */
export const supplierImportTemplate = [
  supplierImportColumns.join(','),
  [
    'Example Marquees Ltd',
    'Alex Example',
    'alex@example.com',
    '07911 123456',
    'www.example.com',
    'Director',
    'hello@example.com',
    'Bath',
    '50',
    '"Marquee Hire;Event Catering"',
  ].join(','),
].join('\r\n');

export const SUPPLIER_IMPORT_TEMPLATE_NAME = 'marquee-suppliers-template.csv';

export const supplierImportResponse = z.object({
  /** Rows made into suppliers: the data row (1 is the row under the header), the new id and e-mail. */
  imported: z.array(z.object({ row: z.number().int(), id: z.number().int(), email: z.string() })),
  /** Rows left out, each with why; `fields` names the columns at fault when they are known. */
  errors: z.array(
    z.object({
      row: z.number().int(),
      message: z.string(),
      email: z.string().nullable(),
      fields: z.record(z.string(), z.array(z.string())),
    }),
  ),
});
export type SupplierImportResponse = z.infer<typeof supplierImportResponse>;
export type SupplierImportError = SupplierImportResponse['errors'][number];

/** The form field of `POST admin/suppliers/import` (spec 7.7). */
export const SUPPLIER_IMPORT_FIELD = 'suppliers_file';

// Built once: making a zod schema costs more than using it.
const rowEmail = emailField();

/** The e-mail, lower-cased, that a row's cell gives when it is one; for reporting a row's error. */
export const importRowEmail = (cell: string | undefined) => {
  const parsed = rowEmail.safeParse(cell ?? '');
  return parsed.success ? parsed.data : null;
};
