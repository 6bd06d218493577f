import { Group, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { documentTypes, profileTexts, type VerifiedDocument } from '@marquee/contracts/supplier-profile';

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
          <IconShieldCheck size={16} aria-hidden="true" style={{ flex: 'none' }} />
          <Text size="sm" fw={600} c="teal.9">
            {profileTexts.verifiedBadge(documentTypes[v.type], v.valid_to)}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
