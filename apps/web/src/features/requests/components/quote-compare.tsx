import type { ReactNode } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { Badge, Box, Modal, Table, Text } from '@mantine/core';
import type { OrganiserQuote } from '@marquee/contracts/requests';
import { RatingStars } from '../../../components/ui/rating-stars';
import { VerifiedBadges } from '../../../components/ui/verified-badges';
import { pounds, replyTime } from '../../../lib/format';
import classes from './quote-compare.module.css';

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

const rows: { label: string; cell: (q: OrganiserQuote) => ReactNode }[] = [
  {
    label: 'Rating',
    cell: (q) =>
      q.user.rating.count > 0 ? (
        <RatingStars rate={q.user.rating.rate} count={q.user.rating.count} />
      ) : (
        <Text size="sm" c="gray.7">
          No reviews yet
        </Text>
      ),
  },
  {
    label: 'Verified documents',
    cell: (q) =>
      q.user.verified.length > 0 ? (
        <VerifiedBadges verified={q.user.verified} />
      ) : (
        <Text size="sm" c="gray.7">
          None
        </Text>
      ),
  },
  {
    label: 'Distance',
    cell: (q) => (q.distance_miles === null ? '—' : `${q.distance_miles} miles`),
  },
  { label: 'Reply time', cell: (q) => replyTime(q.reply_minutes) },
  {
    label: 'Price',
    cell: (q) => (q.price === null ? 'Not given' : <strong>{pounds(q.price)}</strong>),
  },
  {
    label: 'Message',
    cell: (q) => (
      <Text size="sm" className={classes.message}>
        {q.message}
      </Text>
    ),
  },
];

/**
 * Side-by-side comparison of 2–4 quotes (issue 12): one column per supplier. On a phone the table scrolls
 * sideways and the first column (what each row is) stays in place.
 */
export function QuoteCompare({
  quotes,
  opened,
  onClose,
}: {
  quotes: OrganiserQuote[];
  opened: boolean;
  onClose: () => void;
}) {
  // A phone gets the whole screen: the form and the columns need every pixel.
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      fullScreen={phone}
      opened={opened}
      onClose={onClose}
      title="Compare quotes"
      size="xl"
      radius="lg"
      centered
    >
      {/* Focusable, so the columns can be scrolled with the keyboard too. */}
      <Box className={classes.scroller} tabIndex={0} role="region" aria-label="Quotes side by side">
        <Table className={classes.table} verticalSpacing="sm" horizontalSpacing="md" withRowBorders>
          <Table.Thead>
            <Table.Tr>
              <Table.Th className={classes.sticky} scope="col">
                Supplier
              </Table.Th>
              {quotes.map((q) => (
                <Table.Th key={q.id} scope="col" className={classes.column}>
                  <Text fw={700} c="navy.9" size="sm">
                    {q.user.company_name ?? q.user.name}
                  </Text>
                  {q.is_shortlisted && (
                    <Badge size="xs" color="teal.9" variant="outline" mt={4}>
                      Shortlisted
                    </Badge>
                  )}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.label}>
                <Table.Th scope="row" className={classes.sticky}>
                  {row.label}
                </Table.Th>
                {quotes.map((q) => (
                  <Table.Td key={q.id} className={classes.column}>
                    {row.cell(q)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </Modal>
  );
}
