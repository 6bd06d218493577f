import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { json, mockApi } from '../../../test/mock-api';
import { renderWithProviders, resetSession } from '../../../test/render';
import { makeCategory, makeEntry, makePage, makeService } from '../../../features/directory/test-data';
import { Component } from './category';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

const page = (
  <>
    <Component />
    <Where />
  </>
);
const path = '/directory/:categoryName/:serviceName?';

describe('directory category and service pages', () => {
  beforeEach(resetSession);
  afterEach(() => vi.unstubAllGlobals());

  it('replaces an old-style name URL with the slug URL, keeping the filter', async () => {
    const service = makeService();
    const { calls } = mockApi({
      'GET /api/services/by-slug/LED%20Screen%20Hire': () => json({ data: service }),
      'GET /api/services/by-slug/led-screen-hire': () => json({ data: service }),
      'GET /api/suppliers': () => json(makePage([makeEntry()])),
    });
    renderWithProviders(page, {
      route:
        '/directory/Audio%20Visual%20%26%20Production/LED%20Screen%20Hire?location=Manchester%2C+England&lat=53.48095&lng=-2.23743',
      path,
    });
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        '/directory/audio-visual-production/led-screen-hire?location=Manchester%2C+England&lat=53.48095&lng=-2.23743',
      ),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'LED Screen Hire suppliers across the UK' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Northern Banners' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Suppliers covering Manchester, England' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('LED Screen Hire | UK Suppliers & Quotes | Marquee');
    const list = calls.find((c) => c.path === '/api/suppliers')!;
    expect(list.query.get('service_id')).toBe('30');
    expect(list.query.get('latitude')).toBe('53.48095');
    // Opening a page is not a search the visitor started: nothing is recorded for the statistics.
    expect(list.query.has('collect_statistics')).toBe(false);
  });

  it('moves a service found under another category to its own category', async () => {
    mockApi({
      'GET /api/services/by-slug/led-screen-hire': () => json({ data: makeService() }),
      'GET /api/suppliers': () => json(makePage([])),
    });
    renderWithProviders(page, { route: '/directory/catering/led-screen-hire', path });
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        '/directory/audio-visual-production/led-screen-hire',
      ),
    );
  });

  it("lists a category's services by product name under its own heading, from an old-style URL", async () => {
    mockApi({
      'GET /api/service-categories/by-slug/Audio%20Visual%20%26%20Production': () =>
        json({ data: makeCategory() }),
      'GET /api/service-categories/by-slug/audio-visual-production': () => json({ data: makeCategory() }),
    });
    renderWithProviders(page, { route: '/directory/Audio%20Visual%20%26%20Production', path });
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(/^\/directory\/audio-visual-production$/),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Audio visual, sound and lighting for events' }),
    ).toBeInTheDocument();
    const names = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names).toEqual(['AV Technicians', 'LED Screen Hire']);
    expect(screen.getByRole('link', { name: /LED Screen Hire/ })).toHaveAttribute(
      'href',
      '/directory/audio-visual-production/led-screen-hire',
    );
    expect(document.title).toBe('Event AV, Sound & Lighting Hire in the UK | Marquee');
  });

  it('shows a friendly not-found state for an unknown category or service', async () => {
    mockApi({
      'GET /api/service-categories/by-slug/nope': () =>
        json({ message: 'Not found.', code: 'not_found' }, 404, 'Not Found'),
    });
    renderWithProviders(page, { route: '/directory/nope', path });
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that category" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the directory' })).toHaveAttribute('href', '/directory');
    // The page says it; no error toast on top.
    expect(screen.queryByText('Not found.')).not.toBeInTheDocument();
  });
});
