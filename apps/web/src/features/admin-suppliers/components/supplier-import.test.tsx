import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  SUPPLIER_IMPORT_FIELD,
  SUPPLIER_IMPORT_TEMPLATE_NAME,
  supplierImportColumns,
  supplierImportTexts as texts,
} from '@marquee/contracts/supplier-import';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders, resetSession } from '../../../test/render';
import { SupplierImport } from './supplier-import';

/** The import's XMLHttpRequest upload, held until the test answers it. */
class HeldXhr {
  static sent: HeldXhr[] = [];
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  status = 0;
  statusText = '';
  responseText = '';
  url = '';
  body: FormData | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    HeldXhr.sent.push(this);
  }
  abort() {}
  progress(loaded: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const csvFile = () =>
  new File([`${supplierImportColumns.join(',')}\r\n`], 'suppliers.csv', { type: 'text/csv' });
const fileInput = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type=file]')!;

describe('SupplierImport', { timeout: 30_000 }, () => {
  beforeEach(() => {
    resetSession();
    HeldXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', HeldXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the upload, then the import running, then the counts and every refused row', async () => {
    mockApi({});
    const { user, container } = renderWithProviders(<SupplierImport />);
    await user.upload(fileInput(container), csvFile());
    await waitFor(() => expect(HeldXhr.sent).toHaveLength(1));
    const xhr = HeldXhr.sent[0]!;
    expect(xhr.url).toBe('/api/admin/suppliers/import');
    expect((xhr.body!.get(SUPPLIER_IMPORT_FIELD) as File).name).toBe('suppliers.csv');
    xhr.progress(40);
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
        'aria-valuenow',
        '40',
      ),
    );
    expect(screen.getByText(texts.uploading)).toBeInTheDocument();
    xhr.progress(100);
    expect(await screen.findByRole('progressbar', { name: texts.importing })).toBeInTheDocument();
    xhr.respond(200, {
      imported: [
        { row: 1, id: 11, email: 'a@example.com' },
        { row: 3, id: 12, email: 'c@example.com' },
      ],
      errors: [
        {
          row: 2,
          email: null,
          message: 'Email must be a valid',
          fields: { email: ['Email must be a valid'] },
        },
        { row: 4, email: 'd@example.com', message: 'Unknown UK place: Atlantis', fields: {} },
      ],
    });
    expect(await screen.findByText(texts.importedCount(2))).toBeInTheDocument();
    expect(screen.getAllByText(texts.errorCount(2)).length).toBeGreaterThan(0);
    const list = screen.getByRole('list', { name: texts.errorCount(2) });
    expect(list).toHaveTextContent('Row 2Email must be a valid');
    expect(list).toHaveTextContent('Row 4 · d@example.comUnknown UK place: Atlantis');
    expect(await screen.findByText(texts.toastDone(2, 2))).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("says why the server refused the file, in the server's words", async () => {
    mockApi({});
    const { user, container } = renderWithProviders(<SupplierImport />);
    await user.upload(fileInput(container), csvFile());
    await waitFor(() => expect(HeldXhr.sent).toHaveLength(1));
    const missing = texts.missingColumns(['company_name']);
    HeldXhr.sent[0]!.respond(422, { message: missing, errors: { suppliers_file: [missing] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(missing);
    expect(screen.getByRole('alert')).not.toHaveTextContent('suppliers_file');
  });

  it('refuses a file that is not CSV or is over 10 MB without sending it', async () => {
    mockApi({});
    const { container } = renderWithProviders(<SupplierImport />);
    // Past the input's accept (a drop takes any file).
    fireEvent.change(fileInput(container), {
      target: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.csvRequired);
    const big = new File(['x'], 'big.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(fileInput(container), { target: { files: [big] } });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(texts.fileTooLarge));
    expect(HeldXhr.sent).toHaveLength(0);
  });

  it('offers the template with the columns of the import', () => {
    mockApi({});
    renderWithProviders(<SupplierImport />);
    const link = screen.getByRole('link', { name: texts.templateLink });
    expect(link).toHaveAttribute('download', SUPPLIER_IMPORT_TEMPLATE_NAME);
    expect(decodeURIComponent(link.getAttribute('href')!)).toContain(supplierImportColumns.join(','));
  });
});
