import { Center, Loader } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { settingsTexts, updateSettingsBody, type UpdateSettings } from '@marquee/contracts/admin-settings';
import { setServerFieldErrors } from '../../../components/form/server-field-errors';
import { SubmitRow } from '../../../components/form/submit-row';
import { TextField } from '../../../components/form/text-field';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { showToast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/api-error';
import { showErrorToast } from '../../../lib/query-client';
import { useSettings } from '../api/get-settings';
import { useSaveSettings } from '../api/save-settings';

/** The box holds what was typed; the contract turns it into a whole number or gives the spec 5 text. */
interface FreeRfqValues {
  free_rfq_number: string;
}

const resolver = zodResolver(updateSettingsBody) as unknown as Resolver<FreeRfqValues>;

function Form({ current }: { current: number }) {
  const save = useSaveSettings();
  const form = useForm<FreeRfqValues>({
    resolver,
    defaultValues: { free_rfq_number: String(current) },
  });

  // The resolver hands over the contract's output: a number.
  const submit = form.handleSubmit((values) =>
    save.mutate(values as unknown as UpdateSettings, {
      onSuccess: (saved) => {
        form.reset({ free_rfq_number: String(saved.free_rfq_number) });
        showToast(settingsTexts.saved);
      },
      onError: (err) => {
        const placed = setServerFieldErrors(form.setError, err, ['free_rfq_number'], { focus: true });
        if (placed.length === 0) showErrorToast(err);
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Free RFQs">
      <TextField
        control={form.control}
        name="free_rfq_number"
        label="Number of free RFQs"
        description="Requests a supplier on a free plan may answer before paying. 0 means every answer needs a paid plan."
        inputMode="numeric"
        autoComplete="off"
        withAsterisk
        maw={{ sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
      />
      <SubmitRow loading={save.isPending}>Save</SubmitRow>
    </form>
  );
}

/**
 * Admin › Settings: the number of free RFQs (spec 2.6, 5 "Free RFQ number"). Saved for every supplier on a free
 * plan at once: their allowance is read from it whenever they answer.
 */
export function FreeRfqForm() {
  const settings = useSettings();
  if (settings.isError) return <ErrorAlert>{describeError(settings.error)}</ErrorAlert>;
  if (!settings.data) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label="Loading the settings" />
      </Center>
    );
  }
  return <Form current={settings.data.free_rfq_number} />;
}
