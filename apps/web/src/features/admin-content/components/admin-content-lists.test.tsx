import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { contentTexts } from '@marquee/contracts/admin-content';
import type { Partner, Testimonial } from '@marquee/contracts/content';
import { fileTexts } from '@marquee/contracts/files';
import { notices, validation } from '@marquee/contracts/messages';
import { json, mockApi, type MockRequest } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { AdminPartnersList, AdminTestimonialsList } from './admin-content-lists';

const northern: Partner = {
  id: 1,
  company_name: 'Northern Lights',
  website: 'https://northern.example',
  image_url: null,
};
const sam: Testimonial = {
  id: 3,
  name: 'Sam Patel',
  title: 'Found our caterer in a day',
  description: 'Events Manager',
  text: 'Great.',
  rate: 4.5,
  avatar_url: null,
  quote_requests_total: 12,
};
const formOf = (request: MockRequest) => Object.fromEntries((request.body as FormData).entries());

describe('admin content lists', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('show the partners as a table with Edit and Delete on each row', async () => {
    mockApi({ 'GET /api/admin/partners': () => json({ data: [northern] }) });
    renderWithProviders(<AdminPartnersList />);
    const table = await screen.findByRole('table');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((th) => th.textContent)).toEqual(['Logo', 'Company', 'Website', 'Actions']);
    expect(within(table).getByRole('link', { name: 'northern.example' })).toHaveAttribute(
      'href',
      'https://northern.example',
    );
    expect(within(table).getByRole('button', { name: 'Edit Northern Lights' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Delete Northern Lights' })).toBeInTheDocument();
  });

  it('adds a partner: the contract checks the fields, the server puts its errors on them', async () => {
    let answer = json({ message: 'x', errors: { website: [validation.websiteValid] } }, 422);
    const { calls } = mockApi({
      'GET /api/admin/partners': () => json({ data: [] }),
      'GET /api/partners': () => json({ data: [] }),
      'POST /api/admin/partners': () => answer,
    });
    const { user } = renderWithProviders(<AdminPartnersList />);
    expect(await screen.findByText('No partners yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add partner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add partner' });
    await user.click(within(dialog).getByRole('button', { name: 'Add partner' }));
    expect(await within(dialog).findByText(validation.companyNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(validation.websiteRequired)).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /^Website/ }), 'javascript:alert(1)');
    await user.type(within(dialog).getByRole('textbox', { name: /^Company name/ }), 'Acme');
    await user.click(within(dialog).getByRole('button', { name: 'Add partner' }));
    expect(await within(dialog).findByText(validation.websiteValid)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    const website = within(dialog).getByRole('textbox', { name: /^Website/ });
    await user.clear(website);
    await user.type(website, 'acme.example');
    await user.click(within(dialog).getByRole('button', { name: 'Add partner' }));
    expect(await within(dialog).findByText(validation.websiteValid)).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(formOf(post)).toEqual({ company_name: 'Acme', website: 'https://acme.example' });

    answer = json({ partner: { ...northern, id: 9, company_name: 'Acme' } }, 201);
    await user.click(within(dialog).getByRole('button', { name: 'Add partner' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add partner' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText(contentTexts.partnerAdded)).toBeInTheDocument();
  });

  it('refuses a logo over 10 MB before sending it', async () => {
    mockApi({ 'GET /api/admin/partners': () => json({ data: [northern] }) });
    const { user } = renderWithProviders(<AdminPartnersList />);
    await user.click(await screen.findByRole('button', { name: 'Edit Northern Lights' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Northern Lights' });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    expect(await within(dialog).findByText(fileTexts.tooLarge)).toBeInTheDocument();
  });

  it('deletes a partner only after the confirmation; Cancel says nothing was deleted', async () => {
    const { calls } = mockApi({
      'GET /api/admin/partners': () => json({ data: [northern] }),
      'GET /api/partners': () => json({ data: [] }),
      'DELETE /api/admin/partners/1': () => json({ message: contentTexts.partnerDeleted }),
    });
    const { user } = renderWithProviders(<AdminPartnersList />);
    await user.click(await screen.findByRole('button', { name: 'Delete Northern Lights' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Northern Lights?' });
    expect(within(dialog).getByText(notices.deleteForever)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(notices.nothingDeleted)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Northern Lights' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Northern Lights?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(await screen.findByText(contentTexts.partnerDeleted)).toBeInTheDocument();
  });

  it('shows the testimonials with their ratings', async () => {
    mockApi({ 'GET /api/admin/testimonials': () => json({ data: [sam] }) });
    renderWithProviders(<AdminTestimonialsList />);
    const table = await screen.findByRole('table');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((th) => th.textContent)).toEqual(['Name', 'Title', 'Rating', 'Requests', 'Actions']);
    expect(within(table).getByLabelText('Rated 4.5 out of 5')).toBeInTheDocument();
    expect(within(table).getByText('12')).toBeInTheDocument();
  });

  it('requires every testimonial field and the avatar when adding', async () => {
    const { calls } = mockApi({ 'GET /api/admin/testimonials': () => json({ data: [] }) });
    const { user } = renderWithProviders(<AdminTestimonialsList />);
    await user.click(await screen.findByRole('button', { name: 'Add testimonial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add testimonial' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'x'.repeat(41));
    await user.click(within(dialog).getByRole('button', { name: 'Add testimonial' }));
    for (const text of [
      validation.nameRequired,
      contentTexts.roleRequired,
      contentTexts.tooLong(40),
      contentTexts.textRequired,
      contentTexts.quoteRequestsRequired,
      contentTexts.rateRequired,
      contentTexts.avatarRequired,
    ]) {
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
    }
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('edits a testimonial with _method=PUT, keeping its avatar', async () => {
    const { calls } = mockApi({
      'GET /api/admin/testimonials': () => json({ data: [sam] }),
      'GET /api/testimonials': () => json({ data: [sam] }),
      'POST /api/admin/testimonials/3': () => json({ testimonial: { ...sam, title: 'Quick' } }),
    });
    const { user } = renderWithProviders(<AdminTestimonialsList />);
    await user.click(await screen.findByRole('button', { name: 'Edit Sam Patel' }));
    const dialog = await screen.findByRole('dialog', { name: "Edit Sam Patel's testimonial" });
    const title = within(dialog).getByRole('textbox', { name: /^Title/ });
    await user.clear(title);
    await user.type(title, 'Quick');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(formOf(calls.find((c) => c.method === 'POST')!)).toEqual({
      name: 'Sam Patel',
      title: 'Quick',
      description: 'Events Manager',
      text: 'Great.',
      quote_requests_total: '12',
      rate: '4.5',
      _method: 'PUT',
    });
    expect(await screen.findByText(contentTexts.testimonialSaved)).toBeInTheDocument();
  });
});
