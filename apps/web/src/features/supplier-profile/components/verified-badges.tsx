import { Badge, Group } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { documentTypes, profileTexts, type VerifiedDocument } from '@marquee/contracts/supplier-profile';

/** 'Verified: Public liability insurance, valid to 03.2027', one per verified, unexpired document. */
export function VerifiedBadges({ verified }: { verified: readonly VerifiedDocument[] }) {
  if (verified.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap">
      {verified.map((v) => (
        <Badge
          key={`${v.type}-${v.valid_to}`}
          color="teal.9"
          variant="light"
          size="lg"
          radius="sm"
          tt="none"
          leftSection={<IconShieldCheck size={16} aria-hidden="true" />}
          styles={{
            root: { height: 'auto', minHeight: 28, whiteSpace: 'normal' },
            label: { overflow: 'visible' },
          }}
        >
          {profileTexts.verifiedBadge(documentTypes[v.type], v.valid_to)}
        </Badge>
      ))}
    </Group>
  );
}
