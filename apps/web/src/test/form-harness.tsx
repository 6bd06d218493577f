import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { renderWithProviders } from './render';

type Values = Record<string, string>;

interface FormHarnessProps {
  schema: z.ZodType<Values, Values>;
  defaultValues: Values;
  onValid: (values: Values) => void;
  fields: (control: Control<Values>) => ReactNode;
}

function FormHarness({ schema, defaultValues, onValid, fields }: FormHarnessProps) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate aria-label="Test form">
      {fields(form.control)}
      <Button type="submit">Submit</Button>
    </form>
  );
}

/**
 * Renders bound fields inside a real react-hook-form form validated by `schema`, with a Submit button,
 * as the app's forms are; `onValid` receives what a valid submit sends.
 */
export function renderForm(
  props: Omit<FormHarnessProps, 'onValid'> & { onValid?: FormHarnessProps['onValid'] },
) {
  return renderWithProviders(<FormHarness onValid={() => undefined} {...props} />);
}
