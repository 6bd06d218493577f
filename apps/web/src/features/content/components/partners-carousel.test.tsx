import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { PartnersCarousel } from './partners-carousel';

const partner = (id: number, website: string) => ({
  id,
  company_name: `Partner ${id}`,
  website,
  image_url: null,
});

/** A partner's logo links to their site only as an http(s) address (decision 0049). */
describe('PartnersCarousel links', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('links http(s) addresses and leaves any other value unlinked', async () => {
    // jsdom has no IntersectionObserver, which the carousel (Embla) asks for.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      },
    );
    mockApi({
      'GET /api/partners': () =>
        Response.json({
          data: [
            partner(1, 'https://www.eventsindustryforum.example'),
            partner(2, 'http://plain.example'),
            partner(3, 'javascript:alert(1)'),
            partner(4, ''),
          ],
        }),
    });
    renderWithProviders(<PartnersCarousel />);

    const linkOf = async (name: string) => (await screen.findByText(name)).closest('a');
    expect(await linkOf('Partner 1')).toHaveAttribute('href', 'https://www.eventsindustryforum.example');
    expect(await linkOf('Partner 2')).toHaveAttribute('href', 'http://plain.example');
    expect(await linkOf('Partner 3')).not.toHaveAttribute('href');
    expect(await linkOf('Partner 4')).not.toHaveAttribute('href');
  });
});
