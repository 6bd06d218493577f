import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { adminSupplierListTexts, type AdminSupplierResponse } from '@marquee/contracts/admin-suppliers';
import { notices } from '@marquee/contracts/messages';
import { json, makeUser, mockApi } from '../../../test/mock-api';
import { ownProfile } from '../../../test/own-profile';
import { renderWithProviders, resetSession } from '../../../test/render';
import { DeleteSupplier } from './delete-supplier';
import { EditSupplierModal } from './edit-supplier-modal';

const supplier: AdminSupplierResponse = {
  user: (({ policies: _p, ...u }) => u)(
    makeUser({
      id: 9,
      role: 1,
      name: 'Robin Hale',
      email: 'robin@canvas.example',
      company_name: 'Canvas & Co',
      position_in_company: 'Owner',
      website: 'https://canvas.example',
      display_email: 'hello@canvas.example',
      profile: { id: 5, status: 1 },
    }),
  ),
  profile: ownProfile({
    user_id: 9,
    status: 1,
    location: 'Leeds, England',
    nearby: 50,
    latitude: 53.7965,
    longitude: -1.5478,
    services: [{ id: 1, service: { id: 3, product: 'Marquee hire' } }],
  }),
  rejection_reason: null,
};

function renderEdit(patch: Parameters<typeof mockApi>[0][string]) {
  const onClose = vi.fn();
  const api = mockApi({
    'GET /api/admin/suppliers/9': () => json(supplier),
    'PATCH /api/admin/suppliers/9': patch,
  });
  const view = renderWithProviders(<EditSupplierModal supplierId={9} name="Canvas & Co" onClose={onClose} />);
  return { ...api, ...view, onClose };
}

describe('EditSupplierModal', { timeout: 30_000 }, () => {
  beforeEach(resetSession);
  afterEach(() => vi.unstubAllGlobals());

  it('sends only what changed, leaving the area alone when it did not change', async () => {
    const { calls, user, onClose } = renderEdit(() => json(supplier));
    const name = await screen.findByRole('textbox', { name: /Name & Surname/ });
    expect(name).toHaveValue('Robin Hale');
    expect(screen.getByRole('list', { name: 'Chosen services' })).toHaveTextContent('Marquee hire');
    await user.clear(name);
    await user.type(name, 'Robin Hale-Smith');
    await user.click(screen.getByRole('switch', { name: /No limits/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = calls.find((c) => c.method === 'PATCH')!.body as Record<string, unknown>;
    // Only what changed: a value the supplier left empty elsewhere cannot stop the edit.
    expect(body).toEqual({ name: 'Robin Hale-Smith', no_limits: true });
    expect(await screen.findByText('Canvas & Co was saved.')).toBeInTheDocument();
  });

  it('sends the saved place with a new radius', async () => {
    const { calls, user, onClose } = renderEdit(() => json(supplier));
    await user.click(await screen.findByRole('radio', { name: 'Nationwide' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'PATCH')!.body).toMatchObject({
      location: 'Leeds, England',
      latitude: 53.7965,
      longitude: -1.5478,
      nearby: 999,
    });
  });

  it("puts the server's field errors under their fields and stays open", async () => {
    const { user, onClose } = renderEdit(() =>
      json({ message: 'Validation failed', errors: { email: ['Email already registered'] } }, 422),
    );
    const email = await screen.findByRole('textbox', { name: /Sign-in e-mail/ });
    await user.clear(email);
    await user.type(email, 'taken@canvas.example');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Email already registered')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Sign-in e-mail/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says there is nothing to change when nothing changed', async () => {
    const { user, calls } = renderEdit(() => json(supplier));
    await screen.findByRole('textbox', { name: /Sign-in e-mail/ });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(adminSupplierListTexts.nothingToChange);
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });
});

describe('DeleteSupplier', { timeout: 30_000 }, () => {
  beforeEach(resetSession);
  afterEach(() => vi.unstubAllGlobals());

  it('asks with the words of spec 5, deletes and says so', async () => {
    const onClose = vi.fn();
    const { calls } = mockApi({
      'DELETE /api/admin/suppliers/9': () => json({ message: 'Supplier deleted' }),
    });
    const { user } = renderWithProviders(
      <DeleteSupplier supplier={{ id: 9, name: 'Canvas & Co' }} onClose={onClose} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete Canvas & Co?' });
    expect(dialog).toHaveTextContent(notices.deleteForever);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Canvas & Co was deleted.')).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /api/admin/suppliers/9']);
    expect(onClose).toHaveBeenCalled();
  });

  it("says 'Nothing was deleted!' when declined", async () => {
    const onClose = vi.fn();
    const { calls } = mockApi({});
    const { user } = renderWithProviders(
      <DeleteSupplier supplier={{ id: 9, name: 'Canvas & Co' }} onClose={onClose} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(notices.nothingDeleted)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });
});
