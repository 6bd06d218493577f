import { TextInput, type TextInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useFieldBinding, type BoundFieldProps } from './bound-field';

/** A text input bound to a react-hook-form field; its validation message shows under it. */
export function TextField<T extends FieldValues, TTransformed = T>({
  control,
  name,
  icon,
  renderError,
  ...props
}: BoundFieldProps<T, TTransformed, TextInputProps>) {
  const binding = useFieldBinding({ control, name, icon, renderError });
  return <TextInput {...props} {...binding} />;
}
