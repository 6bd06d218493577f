import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { SubmitRow } from './submit-row';

function renderRow(loading: boolean, onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault())) {
  const result = renderWithProviders(
    <form aria-label="Settings" onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
      <SubmitRow loading={loading}>Save changes</SubmitRow>
    </form>,
  );
  return { ...result, onSubmit };
}

describe('SubmitRow', () => {
  it("submits its form with the button's label", async () => {
    const { user, onSubmit } = renderRow(false);
    const button = screen.getByRole('button', { name: 'Save changes' });
    expect(button).toHaveAttribute('type', 'submit');
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('cannot be pressed again while the form is saving', () => {
    const { onSubmit } = renderRow(true);
    const button = screen.getByRole('button', { name: 'Save changes' });
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
