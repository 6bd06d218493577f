import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { session } from '../../../lib/session';
import { contact } from '../../../config/paths';
import { renderShell, signInAs } from '../test-utils';
import { SiteFooter } from './site-footer';

const footerLinks = () =>
  within(screen.getByRole('navigation', { name: 'Footer' }))
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('site footer (spec 2.2)', () => {
  afterEach(() => session.clear());

  it('shows the default links on organiser pages', () => {
    signInAs(null);
    renderShell(<SiteFooter />, { route: '/about' });
    expect(footerLinks()).toEqual([
      ['Home', '/'],
      ['About Us', '/about'],
      ['Find a supplier', '/request-quote'],
      ['Supplier Directory', '/directory'],
      ['Become a Supplier', '/suppliers'],
      ['Log In', '/login'],
    ]);
  });

  it.each(['/suppliers', '/supplier-registration', '/supplier-dashboard/offers'])(
    'shows the supplier links on %s',
    (route) => {
      signInAs(null);
      renderShell(<SiteFooter />, { route, path: '*' });
      expect(footerLinks()).toEqual([
        ['Home', '/suppliers'],
        ['About Us', '/about'],
        ['Supplier Directory', '/directory'],
        ['List your business in our directory', '/supplier-registration'],
        ['For Organisers', '/'],
      ]);
    },
  );

  it('has the contact e-mail, three labelled social links and a copyright line', () => {
    renderShell(<SiteFooter />, { route: '/' });
    expect(screen.getByRole('link', { name: contact.email })).toHaveAttribute(
      'href',
      `mailto:${contact.email}`,
    );
    for (const name of ['Marquee on Instagram', 'Marquee on LinkedIn', 'Marquee on Facebook']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByText(/© \d{4} Marquee Events Ltd/)).toBeInTheDocument();
  });

  it('opens each policy in its modal', async () => {
    const { user, actions } = renderShell(<SiteFooter />, { route: '/' });
    await user.click(screen.getByRole('button', { name: 'Cookies Policy' }));
    await user.click(screen.getByRole('button', { name: 'Privacy Policy' }));
    await user.click(screen.getByRole('button', { name: 'Terms and Conditions' }));
    expect(actions.openLegal).toHaveBeenNthCalledWith(1, 'cookies');
    expect(actions.openLegal).toHaveBeenNthCalledWith(2, 'privacy');
    expect(actions.openLegal).toHaveBeenNthCalledWith(3, 'terms');
  });
});
