import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { session } from '../../../lib/session';
import { readPendingMessage } from '../../../lib/pending-message';
import { json, makeUser, mockApi } from '../../../test/mock-api';
import { renderWithProviders, resetSession } from '../../../test/render';
import { makeProfile } from '../../../features/directory/test-data';
import { profileLinkState } from '../../../features/directory/lib/request-link';
import { Component } from './supplier-profile';

const review = {
  id: 1,
  rate: 5,
  message: 'Brilliant banners, on time.',
  service_request_id: 9,
  created_at: '2026-03-07T10:00:00.000Z',
  service_request: {
    user: { name: 'Priya Shah', position_in_company: 'Head of Events', quotes_count: 3 },
    service_request_accept: { user: { company_name: 'Northern Banners' } },
  },
};

function mockProfile(overrides = {}) {
  return mockApi({
    'GET /api/suppliers/54': () => json({ data: makeProfile(overrides) }),
    'GET /api/service-request-reviews': () => json({ data: [review] }),
  });
}

const route = { route: '/directory/profile/54', path: '/directory/profile/:profileId' };

describe('/directory/profile/{id}', () => {
  beforeEach(resetSession);
  afterEach(() => vi.unstubAllGlobals());

  it('shows the profile sections, reviews with dd.MM.yyyy dates, and hides empty documents', async () => {
    mockProfile();
    renderWithProviders(<Component />, route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Northern Banners' })).toBeInTheDocument();
    expect(document.title).toBe('Northern Banners · Marquee');
    expect(screen.getByRole('link', { name: 'Flags & Feather Banners' })).toHaveAttribute(
      'href',
      '/directory/printing-branding/flags-feather-banners',
    );
    expect(screen.getByRole('heading', { name: 'Recent events' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Documents and certificates' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Examples of our work' })).not.toBeInTheDocument();
    const reviews = screen.getByRole('region', { name: 'Clients reviews' });
    expect(within(reviews).getByRole('img', { name: 'Average rating 5 out of 5' })).toBeInTheDocument();
    expect(await within(reviews).findByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(reviews).getByText('2 reviews')).toBeInTheDocument();
    expect(await within(reviews).findByText('07.03.2026')).toBeInTheDocument();
    expect(within(reviews).getByText('Priya Shah')).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contact Northern Banners' });
    expect(within(contact).getByRole('link', { name: /0161 496 0152/ })).toHaveAttribute(
      'href',
      'tel:+441614960152',
    );
    expect(within(contact).getByRole('link', { name: /www\.northernbanners\.example/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('lists documents and examples of work when there are some', async () => {
    mockProfile({
      documents: [{ id: 1, url: '/uploads/insurance.pdf', name: 'Public liability insurance.pdf' }],
      images: [{ id: 2, url: '/uploads/work-1.jpg' }],
    });
    renderWithProviders(<Component />, route);
    const docs = await screen.findByRole('region', { name: 'Documents and certificates' });
    expect(within(docs).getByRole('link', { name: /Public liability insurance\.pdf/ })).toHaveAttribute(
      'href',
      '/uploads/insurance.pdf',
    );
    expect(screen.getByRole('img', { name: 'Work by Northern Banners, picture 1 of 1' })).toBeInTheDocument();
  });

  it('lets a guest write their message, keeps it, and asks them to log in to message the supplier', async () => {
    mockProfile();
    const { user } = renderWithProviders(<Component />, route);
    await user.click(await screen.findByRole('button', { name: 'Send a message' }));
    // The message box loads on the click.
    const box = await screen.findByLabelText('Your message to Northern Banners', {}, { timeout: 10_000 });
    await user.type(box, 'Do you print on mesh?');
    // Kept in this tab as it is typed, for after the login or sign-up.
    expect(readPendingMessage(54)).toEqual({
      supplierId: 54,
      supplierName: 'Northern Banners',
      text: 'Do you print on mesh?',
    });
    await user.click(screen.getByRole('button', { name: 'Log in to send' }));
    // The sign-in form loads on the click: give the import time on a busy machine.
    expect(
      await screen.findByRole('dialog', { name: 'Log in to message Northern Banners' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('takes a signed-in organiser to their chat with the supplier', async () => {
    session.setUser(makeUser({ role: 2 }));
    mockProfile();
    const { user } = renderWithProviders(<Component />, route);
    await user.click(await screen.findByRole('button', { name: 'Send a message' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/organiser-dashboard/messages?profile_id=54&name=Northern+Banners',
    );
  });

  it('does not offer messaging to suppliers (only organisers message suppliers)', async () => {
    session.setUser(makeUser({ role: 1 }));
    mockProfile();
    renderWithProviders(<Component />, route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Northern Banners' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a message' })).not.toBeInTheDocument();
  });

  it('shows a friendly not-found state for an unknown or malformed id', async () => {
    mockApi({ 'GET /api/suppliers/99999': () => json({ message: 'Not found.' }, 404, 'Not Found') });
    renderWithProviders(<Component />, {
      route: '/directory/profile/99999',
      path: '/directory/profile/:profileId',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that supplier" }),
    ).toBeInTheDocument();
  });

  describe("'Request quotes' (issue 21)", () => {
    const requestLink = async () =>
      new URL(
        (await screen.findByRole('link', { name: 'Request quotes' })).getAttribute('href') ?? '',
        'http://x',
      );
    const services = [
      {
        id: 1,
        service: {
          id: 7,
          product: 'Banner Printing',
          slug: 'banner-printing',
          category: { id: 14, category: 'Printing & Branding', slug: 'printing-branding' },
        },
      },
      ...makeProfile().services,
    ];

    it("prefills the supplier's main service, not its alphabetically first", async () => {
      mockProfile({ services, main_service_id: 126 });
      renderWithProviders(<Component />, route);
      const href = await requestLink();
      expect(href.pathname).toBe('/request-quote');
      expect(href.searchParams.get('service_id')).toBe('126');
      expect(href.searchParams.get('service_name')).toBe('Flags & Feather Banners');
      expect(href.searchParams.get('location')).toBeNull();
    });

    it('prefills the service and place of the directory list the organiser came from', async () => {
      mockProfile({ services, main_service_id: 126 });
      renderWithProviders(<Component />, {
        ...route,
        state: profileLinkState({
          service: { id: 7, product: 'Banner Printing' },
          place: { label: 'Leeds, England', latitude: 53.8, longitude: -1.55 },
        }),
      });
      const href = await requestLink();
      expect(href.searchParams.get('service_id')).toBe('7');
      expect(href.searchParams.get('service_name')).toBe('Banner Printing');
      expect(href.searchParams.get('location')).toBe('Leeds, England');
    });
  });
});
