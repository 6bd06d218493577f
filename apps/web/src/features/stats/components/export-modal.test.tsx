import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { exportTexts } from '@marquee/contracts/admin-exports';
import { toastTexts } from '@marquee/contracts/toasts';
import { json, mockApi } from '../../../test/mock-api';
import { renderWithProviders, resetSession } from '../../../test/render';
import { ExportListButton, ExportStatisticsButton } from './export-modal';

/** jsdom has no object URLs and no downloads: keep the files the browser would save. */
function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: vi.fn((b: Blob) => {
      const url = `blob:${blobs.size + 1}`;
      blobs.set(url, b);
      return url;
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '')! });
  });
  return files;
}

const csv = (name: string, body: string) =>
  new Response(`\uFEFF${body}`, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}"`,
    },
  });

describe('Export modals', { timeout: 30_000 }, () => {
  beforeEach(resetSession);
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("'Export list' offers the lists of spec 2.7, starts on the list it is on and downloads the chosen one", async () => {
    const files = captureDownloads();
    const { calls } = mockApi({
      'GET /api/admin/exports/supplier-auth-links': () =>
        csv('marquee-supplier-auth-links-1970-01-01-2100-01-01.csv', 'Company,Sign-in link\r\n'),
    });
    const { user } = renderWithProviders(<ExportListButton initialName="organisers" />);
    await user.click(screen.getByRole('button', { name: 'Export list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export list' });
    const options = within(dialog).getAllByRole('radio');
    expect(options.map((o) => o.closest('.mantine-Radio-root')?.textContent)).toEqual([
      'Suppliers',
      'Organisers',
      'Supplier sign-in links',
      'Requests (RFQ)',
      'Request quotes (RFQ quotes)',
    ]);
    expect(within(dialog).getByRole('radio', { name: 'Organisers' })).toBeChecked();
    expect(within(dialog).queryByText(exportTexts.authLinksWarning)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Supplier sign-in links' }));
    expect(within(dialog).getByText(exportTexts.authLinksWarning)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe('marquee-supplier-auth-links-1970-01-01-2100-01-01.csv');
    expect(await files[0]!.blob.text()).toContain('Company,Sign-in link');
    // Without a range the API's defaults apply (spec 9): no dates sent.
    expect(calls.map((c) => c.url)).toEqual(['/api/admin/exports/supplier-auth-links']);
    expect(
      await screen.findByText(
        toastTexts.exportReady('marquee-supplier-auth-links-1970-01-01-2100-01-01.csv'),
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Export list' })).not.toBeInTheDocument(),
    );
  });

  it("'Export statistics' starts from the page's range and sends it with the chosen export", async () => {
    const files = captureDownloads();
    const { calls } = mockApi({
      'GET /api/admin/exports/directory-search': () =>
        csv('marquee-directory-search-2026-11-03-2026-11-10.csv', 'Searched on,Service\r\n'),
    });
    const { user } = renderWithProviders(
      <ExportStatisticsButton initialRange={['2026-11-03', '2026-11-10']} />,
    );
    await user.click(screen.getByRole('button', { name: 'Export statistics' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export statistics' });
    expect(within(dialog).getByRole('button', { name: 'Date range' })).toHaveTextContent(
      '03/11/2026 - 10/11/2026',
    );
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['service-requests', 'service-request-quotes', 'directory-search', 'service-unknowns']);
    await user.click(within(dialog).getByRole('radio', { name: 'Directory searches' }));
    await user.click(within(dialog).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(calls[0]?.path).toBe('/api/admin/exports/directory-search');
    expect([calls[0]?.query.get('date_from'), calls[0]?.query.get('date_to')]).toEqual([
      '2026-11-03',
      '2026-11-10',
    ]);
    expect(files[0]!.name).toBe('marquee-directory-search-2026-11-03-2026-11-10.csv');
  });

  it('keeps the modal open and says why when the export fails', async () => {
    captureDownloads();
    mockApi({
      'GET /api/admin/exports/suppliers': () =>
        json({ message: 'Only administrators can export' }, 403, 'Forbidden'),
    });
    const { user } = renderWithProviders(<ExportListButton initialName="suppliers" />);
    await user.click(screen.getByRole('button', { name: 'Export list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export list' });
    await user.click(within(dialog).getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Only administrators can export')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Export list' })).toBeVisible();
  });
});
