import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { FieldValues } from 'react-hook-form';
import { limits } from '@marquee/contracts/limits';
import { useFieldBinding, type BoundFieldProps } from './bound-field';

type PasswordFieldProps<T extends FieldValues, TTransformed> = BoundFieldProps<
  T,
  TTransformed,
  PasswordInputProps
>;

/** A password input (show/hide toggle, lock icon) bound to a react-hook-form field. */
export function PasswordField<T extends FieldValues, TTransformed = T>({
  control,
  name,
  icon = IconLock,
  renderError,
  ...props
}: PasswordFieldProps<T, TTransformed>) {
  const binding = useFieldBinding({ control, name, icon, renderError });
  return <PasswordInput {...props} {...binding} />;
}

/** A password being chosen: the browser may suggest one, and the hint gives the minimum length. */
export function NewPasswordField<T extends FieldValues, TTransformed = T>(
  props: PasswordFieldProps<T, TTransformed>,
) {
  return (
    <PasswordField
      description={`At least ${limits.passwordMin} characters`}
      autoComplete="new-password"
      {...props}
    />
  );
}
