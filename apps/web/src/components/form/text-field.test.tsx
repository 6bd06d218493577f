import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { IconUser } from '@tabler/icons-react';
import { z } from 'zod';
import { renderForm } from '../../test/form-harness';
import { TextField } from './text-field';

const schema = z.object({ company: z.string().trim().min(1, 'Enter your company') });
const defaultValues = { company: '' };

describe('TextField', () => {
  it('labels its input and shows nothing under it while the field is valid', () => {
    renderForm({
      schema,
      defaultValues: { company: 'Acme' },
      fields: (control) => <TextField control={control} name="company" label="Company" />,
    });
    const input = screen.getByLabelText('Company');
    expect(input).toHaveValue('Acme');
    expect(input).toHaveAttribute('name', 'company');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Enter your company')).not.toBeInTheDocument();
  });

  it("shows the field's validation message, tied to the input, and focuses it", async () => {
    const onValid = vi.fn();
    const { user } = renderForm({
      schema,
      defaultValues,
      onValid,
      fields: (control) => <TextField control={control} name="company" label="Company" />,
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Enter your company')).toBeInTheDocument();
    const input = screen.getByLabelText('Company');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter your company');
    expect(input).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();

    await user.type(input, ' Acme Events ');
    expect(screen.queryByText('Enter your company')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onValid).toHaveBeenCalledWith({ company: 'Acme Events' }, expect.anything());
  });

  it('passes the message through renderError and shows a decorative icon', async () => {
    const { user } = renderForm({
      schema,
      defaultValues,
      fields: (control) => (
        <TextField
          control={control}
          name="company"
          label="Company"
          icon={IconUser}
          renderError={(message) => <strong data-testid="rendered">{message}!</strong>}
        />
      ),
    });
    expect(document.querySelector('svg[aria-hidden="true"]')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByTestId('rendered')).toHaveTextContent('Enter your company!');
    expect(screen.getByLabelText('Company')).toHaveAccessibleDescription('Enter your company!');
  });
});
