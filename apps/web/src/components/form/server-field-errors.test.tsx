import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useForm, type Path } from 'react-hook-form';
import { Button } from '@mantine/core';
import { ApiError } from '../../lib/api-error';
import { renderWithProviders } from '../../test/render';
import { TextField } from './text-field';
import { setServerFieldErrors } from './server-field-errors';

type Values = { email: string; phone: string };

/** A real form whose submit "fails" with the given error, then reports what the helper placed. */
function FailingForm({ error, fields, focus }: { error: unknown; fields: Path<Values>[]; focus?: boolean }) {
  const form = useForm<Values>({ defaultValues: { email: '', phone: '' } });
  const submit = form.handleSubmit(() => {
    const placed = setServerFieldErrors(form.setError, error, fields, { focus });
    document.title = placed.join(',');
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Test form">
      <TextField control={form.control} name="email" label="Email" />
      <TextField control={form.control} name="phone" label="Phone" />
      <Button type="submit">Submit</Button>
    </form>
  );
}

const unprocessable = (errors: Record<string, string[]>) =>
  new ApiError(422, 'Unprocessable Entity', { message: 'The given data was invalid.', errors });

describe('setServerFieldErrors', () => {
  it('puts each field’s first text on the field of the same name and answers the fields it set', async () => {
    const error = unprocessable({
      email: ['Email already registered.', 'second text'],
      token: ['Email or Token are invalid'],
    });
    const { user } = renderWithProviders(<FailingForm error={error} fields={['email', 'phone']} focus />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Email already registered.')).toBeInTheDocument();
    expect(screen.queryByText('second text')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Phone')).not.toHaveAttribute('aria-invalid', 'true');
    // A field the form does not have is left to the caller.
    expect(screen.queryByText('Email or Token are invalid')).not.toBeInTheDocument();
    expect(document.title).toBe('email');
  });

  it('sets only the fields it is given', async () => {
    const error = unprocessable({ email: ['Taken'], phone: ['Phone number is invalid'] });
    const { user } = renderWithProviders(<FailingForm error={error} fields={['phone']} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Phone number is invalid')).toBeInTheDocument();
    expect(screen.queryByText('Taken')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).not.toHaveFocus();
  });

  it.each([
    ['a 500', new ApiError(500, 'Internal Server Error', { errors: { email: ['x'] } })],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('sets nothing for %s', async (_what, error) => {
    const { user } = renderWithProviders(<FailingForm error={error} fields={['email', 'phone']} />);
    document.title = 'unchanged';
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('button', { name: 'Submit' });
    expect(document.title).toBe('');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid', 'true');
  });
});
