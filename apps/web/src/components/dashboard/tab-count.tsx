import { Badge, Text } from '@mantine/core';

/**
 * A tab's total in brackets and, when some are new, a coral count (spec 2.4, 2.5 tabs with counts); nothing
 * while the counts are unknown. `noun` names the count for screen readers ('3 new').
 */
export function TabCount({
  total,
  unread,
  noun = 'unread',
}: {
  total?: number;
  unread?: number;
  noun?: string;
}) {
  if (total === undefined) return null;
  return (
    <>
      {/* The tab's own colour: pills turn navy when selected, where grey would not be read. */}
      <Text span size="sm" c="inherit" ml={6}>
        ({total})
      </Text>
      {unread ? (
        <Badge component="span" color="coral.9" size="xs" circle ml={6} aria-label={`${unread} ${noun}`}>
          {unread}
        </Badge>
      ) : null}
    </>
  );
}
