import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { BuildingState } from '../../../components/ui/building-state';
import { PageFrame } from './page-frame';

/** The directory routes' frame until the directory itself arrives: real heading, honest state, working links. */
export function DirectoryFrame({
  title,
  intro,
  coming,
}: {
  title: string;
  intro: ReactNode;
  coming: ReactNode;
}) {
  return (
    <PageFrame eyebrow="Supplier directory" title={title} intro={intro}>
      <BuildingState
        icon={<IconBook2 size={28} stroke={1.6} aria-hidden="true" />}
        description={coming}
        actions={
          <>
            <Button component={Link} to={paths.organiserRegistration.href()} color="coral.8">
              Create a free organiser account
            </Button>
            <Button component={Link} to={paths.suppliers.href()} variant="outline">
              List your business
            </Button>
          </>
        }
      />
    </PageFrame>
  );
}
