import type { ReactNode } from 'react';
import type { Icon } from '@tabler/icons-react';
import {
  useController,
  type FieldPathByValue,
  type FieldValues,
  type UseControllerProps,
} from 'react-hook-form';

/** The fields of a form that hold text (an optional one, such as a confirmation, included). */
type TextPath<T extends FieldValues> = FieldPathByValue<T, string | undefined>;

/** What every react-hook-form-bound field takes besides its input's own props. */
export interface BindingProps<T extends FieldValues, TTransformed> {
  control: NonNullable<UseControllerProps<T, TextPath<T>, TTransformed>['control']>;
  name: TextPath<T>;
  /** Shown on the left of the input, at the size every form uses. */
  icon?: Icon;
  /** Turns the field's error message into what is shown (e.g. a message with a link in it). */
  renderError?: (message: string) => ReactNode;
}

/** A Mantine input's props, less those the binding sets, plus the binding's. */
export type BoundFieldProps<T extends FieldValues, TTransformed, TInputProps> = Omit<
  TInputProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'leftSection'
> &
  BindingProps<T, TTransformed>;

/**
 * Binds a Mantine text-like input to a react-hook-form field: value, change/blur, the ref that focuses
 * the field on an error, the left icon and the field's validation message.
 */
export function useFieldBinding<T extends FieldValues, TTransformed>({
  control,
  name,
  icon: FieldIcon,
  renderError,
}: BindingProps<T, TTransformed>) {
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  return {
    name: field.name,
    ref: field.ref,
    value: field.value ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    leftSection: FieldIcon ? <FieldIcon size={16} stroke={1.6} aria-hidden /> : undefined,
    error: message && renderError ? renderError(message) : message,
  };
}
