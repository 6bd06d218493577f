import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminOrganiserListItem } from '@marquee/contracts/admin-organisers';
import { accountDeletionTexts } from '@marquee/contracts/account-deletion';
import { notices } from '@marquee/contracts/messages';
import { json, makeUser, mockApi, type MockRequest } from '../../../test/mock-api';
import { renderWithProviders, resetSession } from '../../../test/render';
import { session } from '../../../lib/session';
import { AdminOrganisers } from './admin-organisers';
import type { UserRowActions } from '../../../components/dashboard/user-row-actions';

const row = (
  id: number,
  name: string,
  over: Partial<AdminOrganiserListItem> = {},
): AdminOrganiserListItem => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.test`,
  primary_function: 'event_organiser',
  company_name: `${name} Events`,
  position_in_company: 'Planner',
  created_at: '2026-03-05T10:00:00.000Z',
  requests_count: 2,
  ...over,
});

const olivia = row(10, 'Olivia Pemberton');
const harry = row(11, 'Harry Wells', { primary_function: null, company_name: null, requests_count: 0 });

/** The list's API: every call recorded; `pages` pages; Olivia goes once deleted. */
function mockList(pages = 1) {
  let deleted = false;
  return mockApi({
    'GET /api/admin/organisers': () =>
      json({
        organisers: deleted ? [harry] : [olivia, harry],
        pagination: { total_pages: pages, page: 1, total: deleted ? 1 : 2 },
      }),
    'DELETE /api/admin/organisers/10': () => {
      deleted = true;
      return json({ message: accountDeletionTexts.organiserDeleted });
    },
  });
}

const listCalls = (calls: MockRequest[]) => calls.filter((c) => c.path === '/api/admin/organisers');
const lastQuery = (calls: MockRequest[]) => listCalls(calls).at(-1)!.query;

const renderList = (route = '/admin-login/organisers/list', rowActions?: UserRowActions) =>
  renderWithProviders(<AdminOrganisers menu="organisers" submenu="list" rowActions={rowActions} />, {
    route,
    path: '/admin-login/organisers/list',
  });

describe('Admin › Organisers › List', { timeout: 30_000 }, () => {
  beforeEach(() => {
    resetSession();
    session.setUser(makeUser({ id: 1, role: 100, name: 'Ada Admin' }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the organisers newest first with their spec 3 fields and the slot of row actions', async () => {
    const { calls } = mockList();
    const rowActions = vi.fn(({ name }: { name: string }) => <button type="button">Reset {name}</button>);
    renderList(undefined, rowActions);

    const table = await screen.findByRole('table');
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([
      '10',
      // Name over e-mail, company over position: two lines in one cell each.
      'Olivia Pembertonolivia@example.test',
      'Olivia Pemberton EventsPlanner',
      '2',
      '05.03.2026',
      'Event organiser',
      expect.stringContaining('Reset Olivia Pemberton'),
    ]);
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Harry Wells');
    expect(rowActions).toHaveBeenCalledWith({ id: 10, name: 'Olivia Pemberton', role: 'organiser' });
    expect(screen.getByRole('columnheader', { name: 'Registered' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByText('2 organisers')).toBeInTheDocument();
    expect(lastQuery(calls).get('sort_field')).toBe('created_at');
    expect(lastQuery(calls).get('sort_order')).toBe('0');
  });

  it('sorts by a new column descending first, and toggles the same column', async () => {
    const { calls } = mockList();
    const { user } = renderList();
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(lastQuery(calls).get('sort_field')).toBe('name'));
    expect(lastQuery(calls).get('sort_order')).toBe('0');
    expect(screen.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(lastQuery(calls).get('sort_order')).toBe('1'));
    expect(screen.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: 'Requests' }));
    await waitFor(() => expect(lastQuery(calls).get('sort_field')).toBe('requests_count'));
    expect(lastQuery(calls).get('sort_order')).toBe('0');
    expect(screen.getByRole('columnheader', { name: /^Name/ })).not.toHaveAttribute('aria-sort');
  });

  it('searches from 3 characters (or an id), after the search delay; a new search goes to the first page', async () => {
    const { calls } = mockList(3);
    const { user } = renderList('/admin-login/organisers/list?page=2');
    await screen.findByRole('table');
    expect(lastQuery(calls).get('page')).toBe('2');

    const box = screen.getByLabelText('Search organisers');
    await user.type(box, 'ol');
    // Past the 250 ms delay, two letters still ask for every organiser.
    await new Promise((r) => setTimeout(r, 400));
    expect(listCalls(calls).every((c) => !c.query.has('filter'))).toBe(true);
    expect(lastQuery(calls).get('page')).toBe('2');

    await user.type(box, 'i');
    await waitFor(() => expect(lastQuery(calls).get('filter')).toBe('oli'));
    expect(lastQuery(calls).get('page')).toBe('1');
    // Typing is debounced: 'oli' was asked once, never 'o' or 'ol'.
    expect(listCalls(calls).filter((c) => c.query.get('filter') === 'oli')).toHaveLength(1);

    await user.clear(box);
    await user.type(box, '7');
    await waitFor(() => expect(lastQuery(calls).get('filter')).toBe('7'));
  });

  it('reads the search, sort and page from the URL and pages through', async () => {
    const { calls } = mockList(12);
    const { user } = renderList(
      '/admin-login/organisers/list?filter=pember&sort_field=email&sort_order=1&page=2',
    );
    await screen.findByRole('table');
    expect(Object.fromEntries(lastQuery(calls))).toEqual({
      filter: 'pember',
      sort_field: 'email',
      sort_order: '1',
      page: '2',
    });
    expect(screen.getByLabelText('Search organisers')).toHaveValue('pember');

    const pages = screen.getByRole('navigation', { name: 'Organiser pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastQuery(calls).get('page')).toBe('3'));
    expect(lastQuery(calls).get('sort_field')).toBe('email');
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery(calls).get('page')).toBe('4'));
  });

  it('deletes an organiser only after the confirmation, then says so and refreshes the list', async () => {
    const { calls } = mockList();
    const { user } = renderList();
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Delete Olivia Pemberton' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Olivia Pemberton?' });
    expect(within(dialog).getByText(notices.deleteForever)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(notices.nothingDeleted)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Olivia Pemberton' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Olivia Pemberton?' });
    const before = listCalls(calls).length;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(accountDeletionTexts.organiserDeleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/admin/organisers/10',
    ]);
    await waitFor(() => expect(screen.queryByText('Olivia Pemberton')).not.toBeInTheDocument());
    expect(listCalls(calls).length).toBeGreaterThan(before);
  });
});
