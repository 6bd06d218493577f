import { useState } from 'react';
import { Alert, Badge, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconPencil, IconShieldCheck, IconTrash } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import { ProfileStatus } from '@marquee/contracts/enums';
import type { UserRowActions } from '../../../components/dashboard/user-row-actions';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { describeError } from '../../../lib/api-error';
import type { OwnProfileViewSlot } from '../../../components/ui/own-profile-view-slot';
import { useAdminSupplier } from '../api/get-admin-supplier';
import { useApproveSupplier, useVerifyDocument } from '../api/moderate-supplier';
import { DeleteSupplier } from './delete-supplier';
import { EditSupplierModal } from './edit-supplier-modal';
import { RejectSupplierModal } from './reject-supplier-modal';
import { SupplierBreadcrumb, useBackToList } from './supplier-breadcrumb';

const statusLabel = { 0: 'Waiting for approval', 1: 'Accepted', 2: 'Rejected' } as const;

/**
 * /admin-login/suppliers/profile?id= and profile-approved?id= (spec 2.6): the supplier's profile and documents,
 * each with Verify; Approve and Reject (with the reason modal) while the supplier waits for approval; Edit, and
 * Delete once approved (spec 4), with the actions `rowActions` adds. The breadcrumb goes back to the list it came
 * from. The profile view is the directory's, given by app/dashboards/sections/admin-suppliers.tsx.
 */
export function AdminSupplierProfile({
  ProfileView,
  list,
  rowActions,
}: {
  ProfileView: OwnProfileViewSlot;
  /** The list the profile was opened from: 'Waiting for approval' (profile) or 'Accepted' (profile-approved). */
  list: 'approval' | 'approved';
  rowActions?: UserRowActions;
}) {
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const query = useAdminSupplier(Number.isInteger(id) ? id : 0);
  const approve = useApproveSupplier();
  const verify = useVerifyDocument();
  const navigate = useNavigate();
  const backHref = useBackToList(list);
  const [rejecting, setRejecting] = useState(false);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const back = <SupplierBreadcrumb list={list} />;
  if (!id)
    return (
      <Stack mt="md">
        {back}
        <Text>No supplier chosen.</Text>
      </Stack>
    );
  if (query.isError)
    return (
      <Stack mt="md">
        {back}
        <ErrorAlert>{describeError(query.error)}</ErrorAlert>
      </Stack>
    );
  if (!query.data) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading the supplier" />
      </Center>
    );
  }
  const { user, profile, rejection_reason } = query.data;
  const waiting = profile.status === ProfileStatus.underReview;
  const approved = profile.status === ProfileStatus.approved;
  const name = user.company_name ?? user.name;
  const done = (message: string) =>
    notifications.show({
      color: 'teal',
      icon: <IconCheck size={18} />,
      message,
      autoClose: 3000,
      closeButtonProps: { 'aria-label': 'Close' },
    });

  return (
    <Stack gap="md" mt="md">
      <SupplierBreadcrumb list={list} current={name} />
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2}>
          {/* The person: the profile below is headed by the company. */}
          <Title order={2} fz={24}>
            {user.name}
          </Title>
          <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            #{user.id} · {user.email} · {user.position_in_company ?? ''}
          </Text>
        </Stack>
        {/* Outline: Mantine's light variant with a shade fills the badge with that shade (text unreadable). */}
        <Badge
          variant="outline"
          size="lg"
          tt="none"
          color={waiting ? 'coral.9' : profile.status === 1 ? 'teal.9' : 'red.9'}
        >
          {statusLabel[profile.status]}
        </Badge>
      </Group>
      <Group gap="sm">
        {waiting && (
          <>
            <Button
              color="teal"
              loading={approve.isPending}
              onClick={() => approve.mutate(user.id, { onSuccess: () => done('Supplier approved') })}
            >
              Approve
            </Button>
            <Button color="red" variant="outline" onClick={() => setRejecting(true)}>
              Reject
            </Button>
          </>
        )}
        <Button
          variant="default"
          leftSection={<IconPencil size={16} aria-hidden="true" />}
          onClick={() => setEditing(true)}
        >
          Edit
        </Button>
        {approved && (
          <Button
            color="red.9"
            variant="outline"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={() => setDeleting(true)}
          >
            Delete
          </Button>
        )}
        {rowActions?.({ id: user.id, name, role: 'supplier' })}
      </Group>
      {rejection_reason && (
        <Alert color="red" title="Rejection reason">
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {rejection_reason}
          </Text>
        </Alert>
      )}
      <ProfileView
        profile={profile}
        documentAction={(doc) =>
          doc.verified_at ? (
            <Badge
              color="teal"
              variant="filled"
              tt="none"
              leftSection={<IconShieldCheck size={14} aria-hidden="true" />}
            >
              Verified
            </Badge>
          ) : (
            <Button
              size="compact-sm"
              variant="light"
              aria-label={`Verify ${doc.name}`}
              loading={verify.isPending && verify.variables?.documentId === doc.id}
              onClick={() =>
                verify.mutate(
                  { id: user.id, documentId: doc.id },
                  { onSuccess: () => done('Document verified') },
                )
              }
            >
              Verify
            </Button>
          )
        }
      />
      <EditSupplierModal
        supplierId={editing ? user.id : null}
        name={name}
        onClose={() => setEditing(false)}
      />
      <DeleteSupplier
        supplier={deleting ? { id: user.id, name } : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate(backHref)}
      />
      <RejectSupplierModal
        supplierId={user.id}
        opened={rejecting}
        onClose={() => setRejecting(false)}
        onRejected={() => {
          setRejecting(false);
          done('Supplier rejected');
        }}
      />
    </Stack>
  );
}
