import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { z } from 'zod';
import { renderForm } from '../../test/form-harness';
import {
  CompanyNameField,
  EmailField,
  JobTitleField,
  PersonNameField,
  PHONE_PREFIX,
  PhoneField,
} from './contact-fields';

const required = (message: string) => z.string().trim().min(1, message);
const schema = z.object({
  name: required('Enter your name'),
  email: z.email('Enter a valid e-mail'),
  phone: required('Enter your phone').refine((value) => value.replace(/\D/g, '').length > 4, 'Too short'),
  company: required('Enter your company'),
  position: required('Enter your position'),
});
const defaultValues = { name: '', email: '', phone: PHONE_PREFIX, company: '', position: '' };

function renderContactFields(onValid = vi.fn()) {
  return renderForm({
    schema,
    defaultValues,
    onValid,
    fields: (control) => (
      <>
        <PersonNameField control={control} name="name" label="Full name" />
        <EmailField control={control} name="email" />
        <PhoneField control={control} name="phone" />
        <CompanyNameField control={control} name="company" />
        <JobTitleField control={control} name="position" label="Position" />
      </>
    ),
  });
}

describe('contact fields', () => {
  it('label each input, with the autofill and keyboard of what it holds', () => {
    renderContactFields();
    const expected: [string, Record<string, string>][] = [
      ['Full name', { autocomplete: 'name' }],
      ['Email', { type: 'email', autocomplete: 'email', placeholder: 'you@company.co.uk' }],
      ['Phone', { type: 'tel', inputmode: 'tel', autocomplete: 'tel', placeholder: '+44 7911 123456' }],
      ['Company name', { autocomplete: 'organization' }],
      ['Position', { autocomplete: 'organization-title' }],
    ];
    for (const [label, attributes] of expected) {
      const input = screen.getByLabelText(label);
      for (const [name, value] of Object.entries(attributes)) expect(input).toHaveAttribute(name, value);
    }
    expect(screen.getByLabelText('Phone')).toHaveValue('+44 ');
  });

  it("show each field's validation message on that field", async () => {
    const onValid = vi.fn();
    const { user } = renderContactFields(onValid);
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const messages: [string, string][] = [
      ['Full name', 'Enter your name'],
      ['Email', 'Enter a valid e-mail'],
      ['Phone', 'Too short'],
      ['Company name', 'Enter your company'],
      ['Position', 'Enter your position'],
    ];
    expect(await screen.findByText('Enter your name')).toBeInTheDocument();
    for (const [label, message] of messages) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    }
    expect(onValid).not.toHaveBeenCalled();
  });

  it('send what is typed', async () => {
    const onValid = vi.fn();
    const { user } = renderContactFields(onValid);
    await user.type(screen.getByLabelText('Full name'), 'Alex Morgan');
    await user.type(screen.getByLabelText('Email'), 'alex@example.co.uk');
    await user.type(screen.getByLabelText('Phone'), '7911 123456');
    await user.type(screen.getByLabelText('Company name'), 'Northern Lights Events');
    await user.type(screen.getByLabelText('Position'), 'Producer');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onValid).toHaveBeenCalledWith(
      {
        name: 'Alex Morgan',
        email: 'alex@example.co.uk',
        phone: '+44 7911 123456',
        company: 'Northern Lights Events',
        position: 'Producer',
      },
      expect.anything(),
    );
  });
});
