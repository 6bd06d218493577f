import { Center, Loader } from '@mantine/core';

/** A named spinner where a part of a billing screen is still loading. */
export function Loading({ label }: { label: string }) {
  return (
    <Center py="md">
      <Loader size="sm" aria-label={label} />
    </Center>
  );
}
