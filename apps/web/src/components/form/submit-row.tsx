import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';

/** The submit button of a settings form, on the right under the fields; it spins while `loading`. */
export function SubmitRow({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <Group justify="flex-end" mt="lg">
      <Button type="submit" loading={loading}>
        {children}
      </Button>
    </Group>
  );
}
