import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { z } from 'zod';
import { renderForm } from '../../test/form-harness';
import { NewPasswordField, PasswordField } from './password-field';

const schema = z.object({
  current: z.string().min(1, 'Enter your password'),
  next: z.string().min(5, 'Too short'),
});

function renderPasswordFields(onValid = vi.fn()) {
  return renderForm({
    schema,
    defaultValues: { current: '', next: '' },
    onValid,
    fields: (control) => (
      <>
        <PasswordField control={control} name="current" label="Current password" />
        <NewPasswordField control={control} name="next" label="New password" />
      </>
    ),
  });
}

describe('PasswordField and NewPasswordField', () => {
  it('label masked inputs; a new password has the minimum-length hint and new-password autofill', () => {
    renderPasswordFields();
    const current = screen.getByLabelText('Current password');
    expect(current).toHaveAttribute('type', 'password');
    expect(current).toHaveAttribute('name', 'current');
    const next = screen.getByLabelText('New password');
    expect(next).toHaveAttribute('type', 'password');
    expect(next).toHaveAttribute('autocomplete', 'new-password');
    expect(next).toHaveAccessibleDescription('At least 5 characters');
  });

  it('show each field its own validation message and send the typed passwords', async () => {
    const onValid = vi.fn();
    const { user } = renderPasswordFields(onValid);
    await user.type(screen.getByLabelText('New password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Enter your password')).toBeInTheDocument();
    // Mantine's PasswordInput marks an invalid input with data-invalid (it sets no aria-invalid).
    expect(screen.getByLabelText('Current password')).toHaveAttribute('data-invalid', 'true');
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Enter your password');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining('Too short'),
    );

    await user.type(screen.getByLabelText('Current password'), 'secret');
    await user.type(screen.getByLabelText('New password'), 'defgh');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onValid).toHaveBeenCalledWith({ current: 'secret', next: 'abcdefgh' }, expect.anything());
  });
});
