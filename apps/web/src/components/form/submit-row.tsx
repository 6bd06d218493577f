import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { useViewOnly } from '../../lib/view-only';

/** The submit button of a settings form, on the right under the fields; it spins while `loading`. */
export function SubmitRow({ loading, children }: { loading: boolean; children: ReactNode }) {
  const viewOnly = useViewOnly(); // off while viewing as another user (docs/decisions/0071)
  return (
    <Group justify="flex-end" mt="lg">
      <Button type="submit" loading={loading} {...viewOnly}>
        {children}
      </Button>
    </Group>
  );
}
