import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminCategory } from '@marquee/contracts/admin-catalogue';
import { catalogueTexts } from '@marquee/contracts/admin-catalogue';
import { json, mockApi, type MockRequest } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { CatalogueList } from './catalogue-list';

const catering: AdminCategory = {
  id: 2,
  category: 'Catering',
  slug: 'catering',
  description: 'Food for events',
  title_tag: 'Catering | Marquee',
  custom_heading: null,
  meta_description: null,
  image_url: null,
  is_hidden: 1,
  services_count: 1,
  services: [
    {
      id: 7,
      product: 'Hog Roast',
      slug: 'hog-roast',
      description: null,
      service_category_id: 2,
      title_tag: null,
      custom_heading: null,
      meta_description: null,
      image_url: null,
      is_hidden: 0,
      service_keywords: [],
    },
  ],
};
const formOf = (request: MockRequest) => Object.fromEntries((request.body as FormData).entries());
const path = '/api/admin/services/categories/2';

describe('add services to a category (spec 2.7)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses an existing name, then adds two names in one category update and says how many', async () => {
    const { calls } = mockApi({
      'GET /api/admin/services': () => json({ data: [catering] }),
      [`POST ${path}`]: () => json({ id: 2 }),
    });
    const { user } = renderWithProviders(<CatalogueList />);
    await user.click(await screen.findByRole('button', { name: 'Add services to Catering' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add services to Catering' });
    const tags = within(dialog).getByPlaceholderText('New service');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(catalogueTexts.servicesRequired)).toBeInTheDocument();

    await user.type(tags, 'hog roast {Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(catalogueTexts.serviceExists)).toBeInTheDocument();
    expect(calls.some((c) => c.path === path)).toBe(false);

    // Backspace in the empty input takes the last tag off.
    await user.type(tags, '{Backspace}');
    await user.type(tags, 'Paella Pan{Enter}Crepe Stall{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('2 services added to Catering')).toBeInTheDocument();

    const sent = calls.filter((c) => c.path === path);
    expect(sent).toHaveLength(1);
    const form = formOf(sent[0]!);
    expect(JSON.parse(String(form.services))).toEqual([
      { product: 'Paella Pan' },
      { product: 'Crepe Stall' },
    ]);
    expect(JSON.parse(String(form.services_deleted))).toEqual([]);
    // The category's own values go back unchanged.
    expect(form).toMatchObject({
      _method: 'PUT',
      description: 'Food for events',
      title_tag: 'Catering | Marquee',
      is_hidden: '1',
    });
    expect(form.category).toBeUndefined();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add services to Catering' })).not.toBeInTheDocument(),
    );
    // The list is fetched again.
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/admin/services').length).toBeGreaterThan(1),
    );
  });

  it("shows the API's refusal of a name on the field", async () => {
    mockApi({
      'GET /api/admin/services': () => json({ data: [catering] }),
      [`POST ${path}`]: () =>
        json(
          { message: 'The given data was invalid.', errors: { services: [catalogueTexts.serviceExists] } },
          422,
        ),
    });
    const { user } = renderWithProviders(<CatalogueList />);
    await user.click(await screen.findByRole('button', { name: 'Add services to Catering' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add services to Catering' });
    await user.type(within(dialog).getByPlaceholderText('New service'), 'Sushi Bar{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(catalogueTexts.serviceExists)).toBeInTheDocument();
  });
});
