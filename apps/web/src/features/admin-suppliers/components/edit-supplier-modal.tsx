import { Center, Loader, Modal } from '@mantine/core';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { describeError } from '../../../lib/api-error';
import { useAdminSupplier } from '../api/get-admin-supplier';
import { EditSupplierForm } from './edit-supplier-form';

/**
 * 'Edit supplier' as a modal, from a row of the list or the profile: the supplier is loaded afresh (the whole
 * profile, with the area's coordinates) and the form opens on it. `supplierId` null is closed.
 */
export function EditSupplierModal({
  supplierId,
  name,
  onClose,
}: {
  supplierId: number | null;
  name: string;
  onClose: () => void;
}) {
  const query = useAdminSupplier(supplierId ?? 0);
  return (
    <Modal
      opened={supplierId !== null}
      onClose={onClose}
      title={`Edit ${name}`}
      size="lg"
      centered
      radius="lg"
      padding="lg"
    >
      {query.isError ? (
        <ErrorAlert>{describeError(query.error)}</ErrorAlert>
      ) : !query.data || query.data.user.id !== supplierId ? (
        <Center py="xl">
          <Loader aria-label="Loading the supplier" />
        </Center>
      ) : (
        <EditSupplierForm supplier={query.data} name={name} onCancel={onClose} onSaved={onClose} />
      )}
    </Modal>
  );
}
