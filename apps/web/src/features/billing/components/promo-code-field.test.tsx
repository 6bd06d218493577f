import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { validation } from '@marquee/contracts/messages';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { PromoCodeField } from './promo-code-field';

/** Spec 5 'Promo code entry': 'Promo code is a required field' is shown, not only defined (issue 21). */
describe('PromoCodeField', () => {
  const render = () =>
    renderWithProviders(
      <>
        <PromoCodeField planId={2} period="month" applied={null} onApplied={vi.fn()} />
        <button type="button">Elsewhere</button>
      </>,
    );

  it("says 'Promo code is a required field' when the box is touched and left empty", async () => {
    const api = mockApi({});
    const { user } = render();
    const promo = screen.getByRole('textbox', { name: 'Promo code' });
    await user.click(promo);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(await screen.findByText(validation.promoCodeRequired)).toBeInTheDocument();
    expect(promo).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();

    // Typing takes it away; a code typed and deleted again brings it back.
    await user.type(promo, 'SIX');
    expect(screen.queryByText(validation.promoCodeRequired)).not.toBeInTheDocument();
    await user.clear(promo);
    await user.tab();
    expect(await screen.findByText(validation.promoCodeRequired)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('says nothing when the box is only passed through or left with a code', async () => {
    mockApi({});
    const { user } = render();
    const promo = screen.getByRole('textbox', { name: 'Promo code' });
    // Focus moved through it (as a dialog that focuses its first field does) is not a touch.
    promo.focus();
    await user.tab();
    await user.type(promo, 'SIXMONTHSFREE');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await waitFor(() => expect(promo).not.toHaveFocus());
    expect(screen.queryByText(validation.promoCodeRequired)).not.toBeInTheDocument();
  });
});
