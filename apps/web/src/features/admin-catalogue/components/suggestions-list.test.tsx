import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminSuggestion } from '@marquee/contracts/admin-catalogue';
import { catalogueTexts } from '@marquee/contracts/admin-catalogue';
import { json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { SuggestionsList } from './suggestions-list';

const suggestion = (over: Partial<AdminSuggestion>): AdminSuggestion => ({
  id: 1,
  product: 'Fire Eating',
  company_name: 'Acme Stilts',
  email: 'acme@example.com',
  user: null,
  count: 2,
  created_at: '2026-11-01T10:00:00.000Z',
  existing_service: null,
  ...over,
});
const catering = { id: 2, category: 'Catering', services: [] };
const service = (id: number, product: string, categoryId: number) => ({
  id,
  product,
  slug: 'x',
  description: null,
  service_category_id: categoryId,
  title_tag: null,
  custom_heading: null,
  meta_description: null,
  image_url: null,
  is_hidden: 0,
  service_keywords: [],
});

describe('admin suggestions (spec 2.6 /suggestions; decision 0076)', () => {
  it("'Add as a service' needs a category, then sends it and says so", async () => {
    const { calls } = mockApi({
      'GET /api/admin/service-suggestions': () => json({ data: [suggestion({})], unknowns: [] }),
      'GET /api/admin/services': () => json({ data: [catering] }),
      'POST /api/admin/service-suggestions/1/accept': () =>
        json(
          {
            service: service(9, 'Fire Eating', 2),
            created: true,
            category: 'Catering',
            suggestions_deleted: 2,
          },
          201,
        ),
    });
    const { user } = renderWithProviders(<SuggestionsList />);
    const row = await screen.findByRole('form', { name: 'Add Fire Eating as a service' });
    await user.click(within(row).getByRole('button', { name: 'Add as a service' }));
    expect(await within(row).findByText(catalogueTexts.categoryRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(row).getByPlaceholderText('Category'));
    await user.click(await screen.findByRole('option', { name: 'Catering' }));
    await user.click(within(row).getByRole('button', { name: 'Add as a service' }));
    expect(await screen.findByText(catalogueTexts.suggestionAdded('Fire Eating'))).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ service_category_id: 2 });
  });

  it('a product that is a service already: This service already exists, and Dismiss suggestions answers them', async () => {
    const { calls } = mockApi({
      'GET /api/admin/service-suggestions': () =>
        json({
          data: [suggestion({ existing_service: { id: 9, product: 'Fire Eating', category: 'Circus' } })],
          unknowns: [{ service_name: 'Llamas', count: 3 }],
        }),
      'GET /api/admin/services': () => json({ data: [catering] }),
      'POST /api/admin/service-suggestions/1/accept': () =>
        json({
          service: service(9, 'Fire Eating', 5),
          created: false,
          category: 'Circus',
          suggestions_deleted: 2,
        }),
    });
    const { user } = renderWithProviders(<SuggestionsList />);
    expect(await screen.findByText(catalogueTexts.serviceExists)).toBeInTheDocument();
    expect(screen.getByText('Llamas')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add as a service' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss suggestions of Fire Eating' }));
    expect(
      await screen.findByText(catalogueTexts.suggestionsAnswered('Fire Eating', 'Circus', 2)),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')!.body).toEqual({}));
  });
});
