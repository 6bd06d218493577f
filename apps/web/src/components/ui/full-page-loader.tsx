import { Center, Loader } from '@mantine/core';

export function FullPageLoader() {
  return (
    <Center h="100vh" role="status" aria-label="Loading">
      <Loader color="coral" />
    </Center>
  );
}
