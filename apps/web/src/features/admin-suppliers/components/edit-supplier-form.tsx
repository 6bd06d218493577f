import { useState } from 'react';
import { Alert, Button, Divider, Group, Radio, Stack, Switch, Text } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import type { AdminSupplierResponse } from '@marquee/contracts/admin-suppliers';
import { RADIUS_OPTIONS } from '@marquee/contracts/enums';
import { ContactFields, EmailField } from '../../../components/form/contact-fields';
import { LocationField } from '../../../components/form/location-field';
import { setServerFieldErrors } from '../../../components/form/server-field-errors';
import { radiusLabel, ServicesPicker } from '../../../components/form/services-step';
import { showToast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/api-error';
import { useUpdateAdminSupplier } from '../api/update-admin-supplier';
import { editFieldNames, editResolver, editValuesOf, savedAreaOf } from '../lib/edit-supplier-values';
import { adminSupplierTexts } from '@marquee/contracts/admin-suppliers';

/**
 * The administrator's edit of a supplier (PATCH admin/suppliers/{id}): the contact details with the sign-in
 * e-mail, the services, the area (a place and the radius around it) and 'No limits'. The rules are the supplier's
 * own forms' (spec 5); the server's field errors show under their fields, anything else above the buttons.
 */
export function EditSupplierForm({
  supplier,
  name,
  onCancel,
  onSaved,
}: {
  supplier: AdminSupplierResponse;
  name: string;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const update = useUpdateAdminSupplier();
  const [{ initial, saved }] = useState(() => ({
    initial: editValuesOf(supplier),
    saved: savedAreaOf(supplier),
  }));
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: editResolver(initial, saved), defaultValues: initial });
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) => {
    setFailure(null);
    update.mutate(
      { id: supplier.user.id, ...body },
      {
        onSuccess: () => {
          showToast(adminSupplierTexts.saved(name));
          onSaved();
        },
        onError: (err) => {
          const placed = setServerFieldErrors(form.setError, err, editFieldNames, { focus: true });
          if (placed.length === 0) setFailure(describeError(err));
        },
      },
    );
  });
  // ContactFields binds the contact subset of these values; the other fields are bound below.
  const contactControl = form.control as unknown as Parameters<typeof ContactFields>[0]['control'];

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={`Edit ${name}`}>
      <Stack gap="md">
        <Text fw={600} component="h3" m={0} size="md">
          Contact details
        </Text>
        <EmailField control={form.control} name="email" label="Sign-in e-mail" withAsterisk />
        <ContactFields control={contactControl} supplier="display-email-required" />
        <Divider />
        <Text fw={600} component="h3" m={0} size="md">
          Services and area
        </Text>
        <Controller
          control={form.control}
          name="services"
          render={({ field }) => (
            <ServicesPicker
              value={field.value}
              onChange={field.onChange}
              error={errors.services?.message}
              withSuggestion={false}
            />
          )}
        />
        <Controller
          control={form.control}
          name="location"
          render={({ field }) => (
            <LocationField value={field.value} onChange={field.onChange} error={errors.location?.message} />
          )}
        />
        <Controller
          control={form.control}
          name="nearby"
          render={({ field }) => (
            <Radio.Group
              label="Radius"
              value={field.value === null ? null : String(field.value)}
              onChange={(v) => field.onChange(Number(v))}
              error={errors.nearby?.message}
            >
              <Group gap="md" mt={8}>
                {RADIUS_OPTIONS.map((miles) => (
                  <Radio key={miles} value={String(miles)} label={radiusLabel(miles)} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        <Divider />
        <Controller
          control={form.control}
          name="no_limits"
          render={({ field }) => (
            <Switch
              label="No limits"
              description="Answers every request whatever the plan allows"
              checked={field.value}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
            />
          )}
        />
        {(failure ?? errors.root?.message) && (
          <Alert color="red" role="alert">
            {failure ?? errors.root?.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
