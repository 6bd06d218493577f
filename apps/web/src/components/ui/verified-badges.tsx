import { Group, Text } from '@mantine/core';
import { documentTypes, verifiedBadge } from '@marquee/contracts/document-types';
import type { VerifiedDocument } from '@marquee/contracts/supplier-profile';

/**
 * 'Verified: Public liability insurance, valid to 03.2027', one per verified, unexpired document. A plain
 * bordered label rather than a Badge: the text is long and wraps on phones, which a Badge does not.
 */
export function VerifiedBadges({ verified }: { verified: readonly VerifiedDocument[] }) {
  if (verified.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap">
      {verified.map((v) => (
        <Group
          key={`${v.type}-${v.valid_to}`}
          gap={6}
          wrap="nowrap"
          px="sm"
          py={4}
          bg="teal.0"
          c="teal.9"
          style={{ border: '1px solid var(--mantine-color-teal-9)', borderRadius: 6 }}
        >
          {/* Tabler's shield-check drawn inline: an icon chunk of its own would put the service page over budget. */}
          <svg
            width={16}
            height={16}
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            style={{ flex: 'none' }}
          >
            <path d="M11.46 20.846a12 12 0 0 1 -7.96 -14.846a12 12 0 0 0 8.5 -3a12 12 0 0 0 8.5 3a12 12 0 0 1 -.09 7.06M15 19l2 2l4 -4" />
          </svg>
          <Text size="sm" fw={600} c="teal.9">
            {verifiedBadge(documentTypes[v.type], v.valid_to)}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
