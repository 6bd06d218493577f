import { DeleteConfirmModal } from '../../../components/ui/delete-confirm-modal';
import { showToast } from '../../../components/ui/toast';
import { useDeleteAdminSupplier } from '../api/delete-admin-supplier';
import { adminSupplierTexts } from '@marquee/contracts/admin-suppliers';

/**
 * Deleting a supplier (spec 4: approved suppliers can be deleted): the delete confirmation of spec 2.7, then
 * DELETE admin/suppliers/{id}; the toast names who was deleted and the lists refresh. `supplier` null is closed.
 */
export function DeleteSupplier({
  supplier,
  onClose,
  onDeleted,
}: {
  supplier: { id: number; name: string } | null;
  onClose: () => void;
  /** After the toast (the profile goes back to the list). */
  onDeleted?: () => void;
}) {
  const remove = useDeleteAdminSupplier();
  return (
    <DeleteConfirmModal
      opened={supplier !== null}
      title={supplier ? adminSupplierTexts.deleteTitle(supplier.name) : ''}
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        supplier &&
        remove.mutate(supplier.id, {
          onSuccess: () => {
            showToast(adminSupplierTexts.deleted(supplier.name));
            onClose();
            onDeleted?.();
          },
        })
      }
    />
  );
}
