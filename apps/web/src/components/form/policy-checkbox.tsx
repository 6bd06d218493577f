import type { MouseEvent } from 'react';
import { Anchor, Checkbox, Text } from '@mantine/core';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useShellActions, type LegalKind } from '../layouts/shell-actions';

/** A form that has the `policy` box of the sign-up forms (spec 5: the literal `true` once accepted). */
type WithPolicy = FieldValues & { policy: true };

/**
 * 'I have read and accept the Terms and Conditions and the Privacy Policy' (spec 2.3, 5): each link opens its
 * document in a modal whose Accept ticks the box and Cancel clears it (the legal feature's modal, through the shell
 * actions).
 */
export function PolicyCheckbox<T extends WithPolicy>({ form }: { form: UseFormReturn<T> }) {
  const { openLegal } = useShellActions();
  const name = 'policy' as Path<T>;
  // The schema's type for the box is the literal `true` (what it accepts); unticking stores false all the same.
  const setPolicy = (accepted: boolean) =>
    form.setValue(name, accepted as T[Path<T>], { shouldValidate: form.formState.isSubmitted });
  const openPolicy = (kind: LegalKind) => (event: MouseEvent) => {
    // The link sits inside the checkbox label: opening the document must not toggle the box.
    event.preventDefault();
    event.stopPropagation();
    openLegal(kind, { onAccept: () => setPolicy(true), onCancel: () => setPolicy(false) });
  };
  const error = form.formState.errors.policy?.message;
  return (
    <Checkbox
      {...form.register(name)}
      label={
        <Text span size="sm">
          I have read and accept the{' '}
          <Anchor component="button" type="button" size="sm" onClick={openPolicy('terms')}>
            Terms and Conditions
          </Anchor>{' '}
          and the{' '}
          <Anchor component="button" type="button" size="sm" onClick={openPolicy('privacy')}>
            Privacy Policy
          </Anchor>
        </Text>
      }
      error={typeof error === 'string' ? error : undefined}
    />
  );
}
