import { Box, Container, Grid, Skeleton, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { useSupplier } from '../../../lib/api/get-supplier';
import { DirectoryNotFound } from '../../../features/directory/components/directory-not-found';
import { RetryAlert } from '../../../features/directory/components/list-states';
import { SupplierProfileView } from '../../../features/directory/components/supplier-profile-view';
import { useDocumentTitle } from '../../../features/directory/hooks/use-document-title';
import { directoryTitles } from '../../../features/directory/lib/titles';

/** Ids are plain digits that fit the database's integer; anything else cannot be a supplier. */
function supplierId(segment: string | undefined): number | null {
  if (!segment || !/^\d{1,10}$/.test(segment)) return null;
  const id = Number(segment);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

function ProfileSkeleton() {
  return (
    <Container size="xl" pt={{ base: 16, md: 24 }} pb={64} aria-busy="true">
      <Skeleton height={14} width={180} mb="md" />
      <Skeleton height={240} radius={28} />
      <Box px={32} mt={-56}>
        <Skeleton height={128} width={128} radius={32} />
      </Box>
      <Grid gap={48} mt="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack>
            <Skeleton height={28} width="50%" />
            <Skeleton height={14} />
            <Skeleton height={14} />
            <Skeleton height={14} width="70%" />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Skeleton height={260} radius="lg" />
        </Grid.Col>
      </Grid>
    </Container>
  );
}

/** /directory/profile/{id}: a supplier's public profile with 'Send a message' (spec 2.1, 2.5). */
export function Component() {
  const { profileId } = useParams();
  const id = supplierId(profileId);
  const query = useSupplier(id ?? 0, id !== null);
  const notFound = id === null || (query.error instanceof ApiError && query.error.status === 404);
  useDocumentTitle(
    query.data
      ? directoryTitles.supplier(query.data.company_name)
      : notFound
        ? directoryTitles.notFound
        : null,
  );

  if (notFound)
    return (
      <DirectoryNotFound
        title="We couldn't find that supplier"
        description="The profile may have been removed, or the supplier is not listed in the directory right now."
      />
    );
  if (query.isError)
    return (
      <Container size="xl" py={{ base: 40, md: 64 }}>
        <RetryAlert
          title="We couldn't load this profile"
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Container>
    );
  if (!query.data) return <ProfileSkeleton />;
  return <SupplierProfileView profile={query.data} />;
}
