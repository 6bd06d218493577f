import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { json, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { AdminPartnersList, AdminTestimonialsList } from './admin-content-lists';

const note = /^What visitors see today\./;

describe('admin content lists', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('show the partners as a table under the read-only note', async () => {
    mockApi({
      'GET /api/partners': () =>
        json({
          data: [
            { id: 1, company_name: 'Northern Lights', website: 'https://northern.example', image_url: null },
          ],
        }),
    });
    renderWithProviders(<AdminPartnersList />);
    const table = await screen.findByRole('table');
    expect(screen.getByText(note)).toBeInTheDocument();
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((th) => th.textContent)).toEqual(['Logo', 'Company', 'Website']);
    expect(within(table).getByRole('link', { name: 'northern.example' })).toHaveAttribute(
      'href',
      'https://northern.example',
    );
    expect(within(table).getByText('Northern Lights')).toBeInTheDocument();
  });

  it('show the testimonials as a table with their ratings', async () => {
    mockApi({
      'GET /api/testimonials': () =>
        json({
          data: [
            {
              id: 3,
              name: 'Sam Patel',
              title: 'Found our caterer in a day',
              description: 'Events Manager',
              text: 'Great.',
              rate: 4.5,
              avatar_url: null,
              quote_requests_total: 12,
            },
          ],
        }),
    });
    renderWithProviders(<AdminTestimonialsList />);
    const table = await screen.findByRole('table');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((th) => th.textContent)).toEqual(['Name', 'Title', 'Rating', 'Requests']);
    expect(within(table).getByText('Sam Patel')).toBeInTheDocument();
    expect(within(table).getByLabelText('Rated 4.5 out of 5')).toBeInTheDocument();
    expect(within(table).getByText('12')).toBeInTheDocument();
  });

  it('say so when a list is empty', async () => {
    mockApi({
      'GET /api/partners': () => json({ data: [] }),
      'GET /api/testimonials': () => json({ data: [] }),
    });
    renderWithProviders(
      <>
        <AdminPartnersList />
        <AdminTestimonialsList />
      </>,
    );
    expect(await screen.findByText('No partners yet')).toBeInTheDocument();
    expect(await screen.findByText('No testimonials yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(note)).not.toBeInTheDocument();
  });
});
