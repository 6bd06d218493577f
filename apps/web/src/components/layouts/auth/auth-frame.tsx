import type { ReactNode } from 'react';
import { Box, Progress, Stepper, Text, Title } from '@mantine/core';

/** The heading and step indicator of a multi-step auth screen (request a quote, supplier registration). */
export function AuthFrame({
  eyebrow,
  title,
  intro,
  steps,
  active,
  children,
}: {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  steps: readonly string[];
  active: number;
  children: ReactNode;
}) {
  return (
    <>
      <Text size="sm" fw={700} tt="uppercase" c="coral.9" style={{ letterSpacing: '0.1em' }}>
        {eyebrow}
      </Text>
      <Title order={1} mt={6} fz={{ base: 28, md: 34 }} c="navy.9">
        {title}
      </Title>
      <Text mt="sm" c="gray.7" lh={1.6}>
        {intro}
      </Text>
      <Stepper
        active={active}
        size="sm"
        mt="xl"
        mb="xl"
        color="coral.8"
        allowNextStepsSelect={false}
        // One row: three steps do not fit side by side in the form's column, and wrapped they left one alone.
        wrap={false}
        styles={{ stepLabel: { fontSize: 13 } }}
        visibleFrom="sm"
      >
        {steps.map((label) => (
          <Stepper.Step key={label} label={label} />
        ))}
      </Stepper>
      {/* Phones: the step labels do not fit side by side, so the progress is told in one line. */}
      <Box hiddenFrom="sm" mt="lg" mb="lg">
        <Text size="sm" fw={600} c="navy.9">
          Step {active + 1} of {steps.length}: {steps[active]}
        </Text>
        <Progress
          value={((active + 1) / steps.length) * 100}
          color="coral.8"
          size="sm"
          radius="xl"
          mt={8}
          aria-hidden="true"
        />
      </Box>
      {children}
    </>
  );
}
