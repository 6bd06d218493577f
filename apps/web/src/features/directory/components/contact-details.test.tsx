import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { ContactDetails } from './contact-details';

/** The website in a profile's contact box is linked only as an http(s) address (decision 0049). */
describe('ContactDetails website', () => {
  const render = (website: string) =>
    renderWithProviders(<ContactDetails location={null} phone={null} email={null} website={website} />);

  it('links an http(s) address, and a bare domain as https://', () => {
    render('https://www.northernbanners.example/about');
    expect(screen.getByRole('link', { name: /northernbanners/ })).toHaveAttribute(
      'href',
      'https://www.northernbanners.example/about',
    );
    render('example.co.uk');
    expect(screen.getByRole('link', { name: /example\.co\.uk/ })).toHaveAttribute(
      'href',
      'https://example.co.uk',
    );
  });

  it('leaves out anything else rather than rewriting it into a link', () => {
    for (const website of [
      'javascript:alert(1)',
      'data:text/html,hi',
      'ftp://files.example.com',
      '//evil.com',
    ])
      render(website);
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.queryByText(/Website/)).toBeNull();
  });
});
