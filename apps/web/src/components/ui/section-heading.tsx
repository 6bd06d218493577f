import type { ReactNode } from 'react';
import { Box, Text, Title, type TitleOrder } from '@mantine/core';

export interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'left' | 'center';
  order?: TitleOrder;
  inverse?: boolean;
}

/** The eyebrow, title and lead line that open a marketing section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'center',
  order = 2,
  inverse,
}: SectionHeadingProps) {
  return (
    <Box
      ta={align}
      maw={align === 'center' ? 720 : undefined}
      mx={align === 'center' ? 'auto' : undefined}
      mb={40}
    >
      {eyebrow && (
        <Text
          size="sm"
          fw={700}
          tt="uppercase"
          c={inverse ? 'coral.2' : 'coral.9'}
          mb={8}
          style={{ letterSpacing: '0.1em' }}
        >
          {eyebrow}
        </Text>
      )}
      <Title
        id={id}
        order={order}
        fz={{ base: 28, sm: 34, md: 40 }}
        lh={1.15}
        c={inverse ? 'white' : 'navy.9'}
      >
        {title}
      </Title>
      {lead && (
        <Text mt="md" fz={{ base: 'md', md: 'lg' }} c={inverse ? 'navy.0' : 'gray.7'} lh={1.6}>
          {lead}
        </Text>
      )}
    </Box>
  );
}
