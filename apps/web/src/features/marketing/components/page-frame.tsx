import type { ReactNode } from 'react';
import { Box, Container, Text, Title } from '@mantine/core';

/** The frame of a public page whose main content arrives in a later release: a heading band and the body. */
export function PageFrame({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <Box
        component="section"
        aria-labelledby="page-title"
        py={{ base: 40, md: 64 }}
        style={{ background: 'linear-gradient(180deg, #fbf4ea 0%, #fff 100%)' }}
      >
        <Container size="xl">
          {eyebrow && (
            <Text size="sm" fw={700} tt="uppercase" c="coral.9" style={{ letterSpacing: '0.1em' }}>
              {eyebrow}
            </Text>
          )}
          <Title id="page-title" order={1} mt="xs" fz={{ base: 34, md: 48 }} lh={1.1} c="navy.9" maw={820}>
            {title}
          </Title>
          <Text mt="md" fz={{ base: 'md', md: 'lg' }} c="gray.8" lh={1.6} maw={720}>
            {intro}
          </Text>
        </Container>
      </Box>
      <Container size="xl" pb={{ base: 56, md: 88 }}>
        {children}
      </Container>
    </>
  );
}
