import type { ReactNode } from 'react';
import { Progress, Stepper, Text, Title } from '@mantine/core';

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
  // Up to three steps fit side by side in the form's column from sm; five (supplier registration with its profile
  // pages) never do (they ran past the column at 1440 px), so those are told by the line and a bar alone.
  const stepper = steps.length <= 3;
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
      {/* Every step is numbered ('Step 4 of 5: Complete profile'), whatever the screen's width. */}
      <Text size="sm" fw={600} c="navy.9" mt="xl" mb="sm">
        Step {active + 1} of {steps.length}: {steps[active]}
      </Text>
      {stepper && (
        <Stepper
          active={active}
          size="sm"
          mb="xl"
          color="coral.8"
          allowNextStepsSelect={false}
          // One row: the steps do not fit side by side in a narrow form column, and wrapped they left one alone.
          wrap={false}
          styles={{ stepLabel: { fontSize: 13 } }}
          visibleFrom="sm"
        >
          {steps.map((label) => (
            <Stepper.Step key={label} label={label} />
          ))}
        </Stepper>
      )}
      {/* Where the labels do not fit side by side, a bar shows the progress under the line above. */}
      <Progress
        hiddenFrom={stepper ? 'sm' : undefined}
        value={((active + 1) / steps.length) * 100}
        color="coral.8"
        size="sm"
        radius="xl"
        mb="lg"
        aria-hidden="true"
      />
      {children}
    </>
  );
}
