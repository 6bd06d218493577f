import { Title } from '@mantine/core';

// Work in progress: replaced by the screen of spec 2 for this route.
export function Component() {
  return <Title>suppliers-landing</Title>;
}
