import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminCategory } from '@marquee/contracts/admin-catalogue';
import { catalogueTexts } from '@marquee/contracts/admin-catalogue';
import { notices } from '@marquee/contracts/messages';
import { json, mockApi, type MockRequest } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { CatalogueList } from './catalogue-list';

const service = {
  id: 7,
  product: 'Hog Roast',
  slug: 'hog-roast',
  description: null,
  service_category_id: 2,
  title_tag: null,
  custom_heading: null,
  meta_description: null,
  image_url: null,
  is_hidden: 0 as const,
  service_keywords: [{ id: 1, keyword: 'spit roast' }],
};
const catering: AdminCategory = {
  id: 2,
  category: 'Catering',
  slug: 'catering',
  description: null,
  title_tag: null,
  custom_heading: null,
  meta_description: null,
  image_url: null,
  is_hidden: 0,
  services_count: 1,
  services: [service],
};
const formOf = (request: MockRequest) => Object.fromEntries((request.body as FormData).entries());

describe('admin catalogue list (spec 2.6 categories-services)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('expands a category, and a declined delete says Nothing was deleted! and deletes nothing', async () => {
    const { calls } = mockApi({ 'GET /api/admin/services': () => json({ data: [catering] }) });
    const { user } = renderWithProviders(<CatalogueList />);
    await screen.findByText('Catering');
    expect(screen.queryByText('Hog Roast')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the services of Catering' }));
    expect(screen.getByText('Hog Roast')).toBeInTheDocument();
    expect(screen.getByText('spit roast')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Hog Roast' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Hog Roast?' });
    expect(within(dialog).getByText(notices.deleteForever)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(notices.nothingDeleted)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('adds a category with services entered as tags (Enter), and requires services', async () => {
    const { calls } = mockApi({
      'GET /api/admin/services': () => json({ data: [] }),
      'POST /api/admin/services/categories': () => json({ id: 9 }, 201),
    });
    const { user } = renderWithProviders(<CatalogueList />);
    await user.click(await screen.findByRole('button', { name: 'Add category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add category' });
    await user.type(within(dialog).getByLabelText(/Category name/), 'Zorbing');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(catalogueTexts.servicesRequired)).toBeInTheDocument();
    const tags = within(dialog).getByPlaceholderText('New service');
    await user.type(tags, 'Zorb Football{Enter}Water Zorbing{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/services/categories')).toBe(true));
    const sent = formOf(calls.find((c) => c.path === '/api/admin/services/categories')!);
    expect(sent.category).toBe('Zorbing');
    expect(JSON.parse(String(sent.services))).toEqual([
      { product: 'Zorb Football' },
      { product: 'Water Zorbing' },
    ]);
  });

  it('edits a service through the bound form: the category is kept, a server error lands on its field', async () => {
    const { calls } = mockApi({
      'GET /api/admin/services': () => json({ data: [catering] }),
      'POST /api/admin/services/7': () =>
        json({ message: 'The given data was invalid.', errors: { title_tag: ['Too long'] } }, 422),
    });
    const { user } = renderWithProviders(<CatalogueList />);
    await user.click(await screen.findByRole('button', { name: 'Show the services of Catering' }));
    await user.click(screen.getByRole('button', { name: 'Edit Hog Roast' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit service' });
    expect(within(dialog).getByLabelText(/Product/)).toHaveAttribute('readonly');
    await user.type(within(dialog).getByLabelText(/Title tag/), 'Hog roasts | Marquee');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Too long')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Title tag/)).toHaveAttribute('aria-invalid', 'true');
    const sent = formOf(calls.find((c) => c.path === '/api/admin/services/7')!);
    expect(sent).toMatchObject({
      service_category_id: '2',
      title_tag: 'Hog roasts | Marquee',
      description: '',
      _method: 'PUT',
      'keywords[]': 'spit roast',
    });
    expect(sent.product).toBeUndefined();
  });

  it('a new service needs its product and category before anything is sent', async () => {
    const { calls } = mockApi({ 'GET /api/admin/services': () => json({ data: [catering] }) });
    const { user } = renderWithProviders(<CatalogueList />);
    await user.click(await screen.findByRole('button', { name: 'Add service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add service' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(catalogueTexts.productRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(catalogueTexts.categoryRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
