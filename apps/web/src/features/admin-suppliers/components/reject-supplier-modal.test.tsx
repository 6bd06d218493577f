import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { errors, validation } from '@marquee/contracts/messages';
import { json, mockApi } from '../../../test/mock-api';
import { renderWithProviders, resetSession } from '../../../test/render';
import { RejectSupplierModal } from './reject-supplier-modal';

const reason = 'Your profile lacks a cover image and public liability insurance at the moment.';

describe('RejectSupplierModal', { timeout: 30_000 }, () => {
  beforeEach(resetSession);
  afterEach(() => vi.unstubAllGlobals());

  it('needs a reason of 50 characters or more, with the texts of spec 5', async () => {
    const { calls } = mockApi({});
    const { user } = renderWithProviders(
      <RejectSupplierModal supplierId={9} opened onClose={vi.fn()} onRejected={vi.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(validation.rejectReasonRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Reason/), 'x'.repeat(49));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(validation.rejectReasonMin)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('dismisses with the reason', async () => {
    const onRejected = vi.fn();
    const { calls } = mockApi({ 'POST /api/admin/suppliers/9/dismiss': () => json({ id: 9, status: 2 }) });
    const { user } = renderWithProviders(
      <RejectSupplierModal supplierId={9} opened onClose={vi.fn()} onRejected={onRejected} />,
    );
    await user.type(screen.getByLabelText(/^Reason/), reason);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(onRejected).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({ message: reason });
  });

  it("opens 'Some error occured!' when the call fails", async () => {
    mockApi({
      'POST /api/admin/suppliers/9/dismiss': () =>
        json({ error: 'Internal Server Error' }, 500, 'Internal Server Error'),
    });
    const { user } = renderWithProviders(
      <RejectSupplierModal supplierId={9} opened onClose={vi.fn()} onRejected={vi.fn()} />,
    );
    await user.type(screen.getByLabelText(/^Reason/), reason);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('dialog', { name: errors.rejectSupplierTitle })).toBeInTheDocument();
    expect(screen.getByText(errors.rejectSupplierBody)).toBeInTheDocument();
  });

  it("puts the API's 422 on the reason, keeps the modal open and clears it when the reason changes", async () => {
    const onRejected = vi.fn();
    mockApi({
      'POST /api/admin/suppliers/9/dismiss': () =>
        json({ message: 'Validation failed', errors: { message: [validation.rejectReasonMin] } }, 422),
    });
    const { user } = renderWithProviders(
      <RejectSupplierModal supplierId={9} opened onClose={vi.fn()} onRejected={onRejected} />,
    );
    await user.type(screen.getByLabelText(/^Reason/), reason);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(validation.rejectReasonMin)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Reason/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog', { name: errors.rejectSupplierTitle })).not.toBeInTheDocument();
    expect(onRejected).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^Reason/), '!');
    expect(screen.queryByText(validation.rejectReasonMin)).not.toBeInTheDocument();
  });
});
