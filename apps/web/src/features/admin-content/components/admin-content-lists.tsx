import type { ReactNode } from 'react';
import { Anchor, Avatar, Box, Group, Image, Rating, Table, Text } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { usePartners } from '../../../lib/api/get-partners';
import { useTestimonials } from '../../../lib/api/get-testimonials';
import { EmptyList } from '../../../components/ui/building-state';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { displayWebsite, websiteHref } from '../../../lib/format';

interface ContentTableProps<T> {
  /** The table's name ('Partners'), for the scrollable region. */
  label: string;
  query: { data: T[] | undefined; isPending: boolean };
  /** What the empty state says: the list's title and where its entries show. */
  empty: { title: string; description: string };
  columns: readonly string[];
  /** The table's narrowest width; the panel scrolls sideways below it. */
  minWidth: number;
  row: (item: T) => ReactNode;
}

/** A read-only content list: nothing while it loads, an empty state, or what visitors see as a table. */
function ContentTable<T>({ label, query, empty, columns, minWidth, row }: ContentTableProps<T>) {
  const { data, isPending } = query;
  if (isPending) return null;
  if (!data || data.length === 0) {
    return (
      <EmptyList
        icon={<IconNews size={28} stroke={1.6} aria-hidden="true" />}
        title={empty.title}
        description={empty.description}
      />
    );
  }
  return (
    <>
      <Text size="sm" c="gray.7" mb="md">
        What visitors see today. Adding, editing and removing entries will be done here in a coming release.
      </Text>
      <ScrollTable label={label} minWidth={minWidth} columns={columns}>
        {data.map(row)}
      </ScrollTable>
    </>
  );
}

/** Admin › Content › Partners: the current 'Endorsed by' list, read-only for now. */
export function AdminPartnersList() {
  const partners = usePartners();
  return (
    <ContentTable
      label="Partners"
      query={partners}
      empty={{
        title: 'No partners yet',
        description: "The 'Endorsed by' sliders stay hidden until partners are added.",
      }}
      columns={['Logo', 'Company', 'Website']}
      minWidth={560}
      row={(p) => (
        <Table.Tr key={p.id}>
          <Table.Td w={180}>
            {p.image_url ? <Image src={p.image_url} alt="" h={40} w={150} fit="contain" /> : '—'}
          </Table.Td>
          <Table.Td fw={600} c="navy.9">
            {p.company_name}
          </Table.Td>
          <Table.Td>
            <PartnerWebsite website={p.website} />
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}

/** A partner's site as a link, when it is an http(s) address by the one rule (decision 0049); else a dash. */
function PartnerWebsite({ website }: { website: string }) {
  const href = websiteHref(website);
  if (!href) return '—';
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" c="navy.9" td="underline">
      {displayWebsite(href)}
    </Anchor>
  );
}

/** Admin › Content › Testimonials: the current reviews on the home page, read-only for now. */
export function AdminTestimonialsList() {
  const testimonials = useTestimonials();
  return (
    <ContentTable
      label="Testimonials"
      query={testimonials}
      empty={{
        title: 'No testimonials yet',
        description: 'The reviews slider on the home page stays hidden until testimonials are added.',
      }}
      columns={['Name', 'Title', 'Rating', 'Requests']}
      minWidth={720}
      row={(t) => (
        <Table.Tr key={t.id}>
          <Table.Td>
            <Group gap="sm" wrap="nowrap">
              <Avatar src={t.avatar_url} alt="" radius="xl" size={36} />
              <div>
                <Text fw={600} c="navy.9" size="sm">
                  {t.name}
                </Text>
                <Text size="xs" c="gray.7">
                  {t.description}
                </Text>
              </div>
            </Group>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{t.title}</Text>
          </Table.Td>
          <Table.Td>
            <Box role="img" aria-label={`Rated ${t.rate} out of 5`} style={{ display: 'inline-flex' }}>
              <Rating value={t.rate} fractions={2} readOnly size="sm" aria-hidden="true" />
            </Box>
          </Table.Td>
          <Table.Td>{t.quote_requests_total}</Table.Td>
        </Table.Tr>
      )}
    />
  );
}
