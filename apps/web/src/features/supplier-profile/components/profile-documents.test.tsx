import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { SupplierOwnProfile } from '@marquee/contracts/supplier-profile';
import { renderWithProviders } from '../../../test/render';
import { ProfileDocuments } from './profile-documents';

type StoredDocument = SupplierOwnProfile['documents'][number];

const stored = {
  id: 4,
  name: 'insurance.pdf',
  url: '/files/insurance.pdf',
  type: 'public_liability',
  valid_to: '2099-03-31',
  verified_at: null,
} as unknown as StoredDocument;

/** A day next month: 'yyyy-mm-dd' and the calendar's name for it. */
function nextMonthDay(day: number) {
  const d = new Date();
  d.setMonth(d.getMonth() + 1, day);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    iso: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    label: d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }),
  };
}

/** Issue 21: a document's expiry is entered with the UK date picker (dd/MM/yyyy), not a native mm/dd/yyyy input. */
describe('ProfileDocuments expiry date', () => {
  const render = (props: Partial<Parameters<typeof ProfileDocuments>[0]>) =>
    renderWithProviders(
      <ProfileDocuments
        stored={[]}
        picked={[]}
        edits={{}}
        count={1}
        error={undefined}
        onAdd={vi.fn()}
        onEditStored={vi.fn()}
        onRemoveStored={vi.fn()}
        onEditPicked={vi.fn()}
        onRemovePicked={vi.fn()}
        {...props}
      />,
    );

  it('shows a stored expiry as dd/mm/yyyy, with no native date input', () => {
    render({ stored: [stored] });
    expect(screen.getByRole('button', { name: 'Expiry date of insurance.pdf' })).toHaveTextContent(
      '31/03/2099',
    );
    expect(document.querySelector('input[type="date"]')).toBeNull();
  });

  it("takes a new document's expiry from the calendar as yyyy-mm-dd", async () => {
    const onEditPicked = vi.fn();
    const file = new File(['%PDF'], 'licence.pdf', { type: 'application/pdf' });
    const { user } = render({ picked: [{ key: 'k1', file, type: null, valid_to: '' }], onEditPicked });
    const expiry = screen.getByRole('button', { name: 'Expiry date of licence.pdf' });
    expect(expiry).toHaveTextContent('dd/mm/yyyy');
    await user.click(expiry);
    await user.click(await screen.findByRole('button', { name: 'Next month' }));
    const day = nextMonthDay(15);
    await user.click(screen.getByRole('button', { name: day.label }));
    expect(onEditPicked).toHaveBeenLastCalledWith('k1', { key: 'k1', file, type: null, valid_to: day.iso });
  });

  it('names the button that clears a stored expiry', async () => {
    const onEditStored = vi.fn();
    const { user } = render({ stored: [stored], onEditStored });
    await user.click(screen.getByRole('button', { name: 'Clear the expiry date of insurance.pdf' }));
    expect(onEditStored).toHaveBeenLastCalledWith(4, { type: 'public_liability', valid_to: '' });
  });
});
