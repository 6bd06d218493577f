import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconChevronRight, IconX } from '@tabler/icons-react';
import type { SupplierQuote } from '@marquee/contracts/offers';
import { displayDate } from '../../../lib/format';

interface Step {
  label: string;
  reached: boolean;
  /** Lost is reached, but not a success. */
  failed?: boolean;
}

/** A lost lead as the supplier is told (issue 21): never the organiser's own reason for closing. */
const lostText = (quote: SupplierQuote) => (quote.lost_as === 'closed' ? 'Closed' : 'Not selected');

/**
 * Where the supplier's proposal stands (issue 13): sent → viewed by the organiser (with when) → shortlisted →
 * won, or lost ('Not selected' or 'Closed'); and how many suppliers answered the same request.
 */
export function LeadPipeline({ quote, answered }: { quote: SupplierQuote; answered: number }) {
  const steps: Step[] = [
    { label: `Sent ${displayDate(quote.created_at)}`, reached: true },
    // A won job was seen by the organiser, whatever the flag says (selected from a chat, say): never 'Not viewed yet'.
    quote.viewed_at
      ? { label: `Viewed ${displayDate(quote.viewed_at)}`, reached: true }
      : quote.is_viewed || quote.stage === 'won'
        ? { label: 'Viewed', reached: true }
        : { label: 'Not viewed yet', reached: false },
    { label: 'Shortlisted', reached: quote.is_shortlisted || quote.stage === 'won' },
    quote.stage === 'lost'
      ? { label: lostText(quote), reached: true, failed: true }
      : { label: 'Won', reached: quote.stage === 'won' },
  ];
  const others = answered - 1;
  return (
    <div>
      <Group component="ol" aria-label="Your proposal's progress" gap={4} wrap="wrap" m={0} p={0}>
        {steps.map((step, i) => (
          <Group
            component="li"
            key={step.label}
            gap={4}
            wrap="nowrap"
            style={{ listStyle: 'none' }}
            data-reached={step.reached || undefined}
          >
            {i > 0 && <IconChevronRight size={14} aria-hidden="true" color="var(--mantine-color-gray-6)" />}
            <Group
              gap={4}
              wrap="nowrap"
              px={8}
              py={2}
              style={{
                borderRadius: 999,
                border: `1px solid var(--mantine-color-${step.failed ? 'red-9' : step.reached ? 'teal-9' : 'gray-4'})`,
                background: step.reached
                  ? `var(--mantine-color-${step.failed ? 'red-0' : 'teal-0'})`
                  : 'transparent',
              }}
            >
              {step.reached &&
                (step.failed ? (
                  <IconX size={13} aria-hidden="true" color="var(--mantine-color-red-9)" />
                ) : (
                  <IconCheck size={13} aria-hidden="true" color="var(--mantine-color-teal-9)" />
                ))}
              <Text
                size="xs"
                fw={step.reached ? 600 : 400}
                c={step.failed ? 'red.9' : step.reached ? 'teal.9' : 'gray.7'}
              >
                {step.label}
                {!step.reached && <VisuallyHidden> (not yet)</VisuallyHidden>}
              </Text>
            </Group>
          </Group>
        ))}
      </Group>
      <Text size="xs" c="gray.7" mt={6}>
        {others <= 0
          ? 'You are the only supplier who has answered so far'
          : `${answered} suppliers answered this request`}
      </Text>
    </div>
  );
}
