import { useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Checkbox,
  Collapse,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconArchive,
  IconArchiveOff,
  IconChevronDown,
  IconChevronUp,
  IconColumns3,
  IconSearch,
  IconStar,
  IconStarFilled,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { notices } from '@marquee/contracts/messages';
import type { OrganiserQuote, ServiceRequest } from '@marquee/contracts/requests';
import { limits } from '@marquee/contracts/limits';
import { toastTexts } from '@marquee/contracts/toasts';
import { SupplierAvatar } from '../../../components/ui/supplier-avatar';
import { RatingStars } from '../../../components/ui/rating-stars';
import { showToast, toastWithUndo } from '../../../components/ui/toast';
import { displayDate, pounds } from '../../../lib/format';
import { useQuotes, type QuoteFilter } from '../api/get-quotes';
import { updateQuoteFlags, useUpdateQuoteFlags } from '../api/update-quote-flags';
import { refreshRequests } from '../api/query-keys';
import { DeclineQuoteButton } from './decline-quote-button';
import { COMPARE_MAX, COMPARE_MIN, QuoteCompare } from './quote-compare';

const filters: { value: Exclude<QuoteFilter, 'archived'>; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'shortlisted', label: 'Shortlisted' },
  { value: 'new', label: 'New' },
];

function QuoteRow({
  quote,
  compared,
  compareFull,
  onCompare,
}: {
  quote: OrganiserQuote;
  compared: boolean;
  compareFull: boolean;
  onCompare: (checked: boolean) => void;
}) {
  const [, setParams] = useSearchParams();
  const flags = useUpdateQuoteFlags();
  const queryClient = useQueryClient();
  const name = quote.user.company_name ?? quote.user.name;
  // The promises, not mutate's callbacks: archiving moves the row to the other list (a new component).
  // A failure is the error toast of the query client; nothing more to say here.
  const toggleShortlist = () =>
    flags.mutateAsync({ id: quote.id, is_shortlisted: !quote.is_shortlisted }).then(
      () => showToast((quote.is_shortlisted ? toastTexts.unshortlisted : toastTexts.shortlisted)(name)),
      () => undefined,
    );
  const toggleArchive = () => {
    if (quote.is_archived) {
      return flags.mutateAsync({ id: quote.id, is_archived: false }).then(
        () => showToast(toastTexts.quoteRestored(name)),
        () => undefined,
      );
    }
    // Archiving clears the shortlist (spec 4): Undo puts back both, as they were.
    const wasShortlisted = quote.is_shortlisted;
    return flags.mutateAsync({ id: quote.id, is_archived: true }).then(
      () =>
        toastWithUndo({
          message: toastTexts.quoteArchived(name),
          undone: toastTexts.quoteRestored(name),
          undo: () =>
            updateQuoteFlags({
              id: quote.id,
              is_archived: false,
              ...(wasShortlisted && { is_shortlisted: true }),
            }).then(() => refreshRequests(queryClient)),
        }),
      () => undefined,
    );
  };
  const open = () =>
    setParams((p) => {
      p.set('proposal_id', String(quote.id));
      return p;
    });
  return (
    <Paper withBorder radius="md" p="sm" bg={quote.is_viewed ? 'white' : 'coral.0'} data-testid="quote">
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <Checkbox
          mt={10}
          aria-label={`Compare ${name}`}
          checked={compared}
          disabled={!compared && compareFull}
          onChange={(e) => onCompare(e.currentTarget.checked)}
        />
        <SupplierAvatar companyName={name} photoUrl={quote.user.profile.photo_url} size={40} />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Text fw={700} c="navy.9" style={{ overflowWrap: 'anywhere' }} data-testid="quote-supplier">
              {name}
            </Text>
            {!quote.is_viewed && (
              <Badge color="coral.9" size="sm" radius="sm">
                NEW
              </Badge>
            )}
            {quote.is_selected && (
              <Badge color="teal.9" size="sm" radius="sm">
                Selected
              </Badge>
            )}
            {quote.is_rejected && (
              <Badge color="gray.7" variant="outline" size="sm" radius="sm">
                Not selected
              </Badge>
            )}
            {quote.is_shortlisted && (
              <Badge color="teal.9" variant="outline" size="sm" radius="sm">
                Shortlisted
              </Badge>
            )}
          </Group>
          <Group gap="md" mt={2} wrap="wrap">
            {quote.user.rating.count > 0 && (
              <RatingStars rate={quote.user.rating.rate} count={quote.user.rating.count} />
            )}
            {quote.price !== null && (
              <Text size="sm" fw={600} c="navy.9">
                {pounds(quote.price)}
              </Text>
            )}
            <Text size="sm" c="gray.7">
              Received {displayDate(quote.created_at)}
            </Text>
          </Group>
          <Text size="sm" c="gray.8" mt={4} lineClamp={2}>
            {quote.message}
          </Text>
        </Box>
      </Group>
      <Group justify="flex-end" gap={4} mt={6} wrap="wrap">
        <Button
          size="compact-sm"
          variant="subtle"
          color="navy"
          leftSection={
            quote.is_shortlisted ? (
              <IconStarFilled size={16} aria-hidden="true" />
            ) : (
              <IconStar size={16} aria-hidden="true" />
            )
          }
          aria-label={`${quote.is_shortlisted ? 'Remove from shortlist' : 'Shortlist'}: ${name}`}
          aria-pressed={quote.is_shortlisted}
          disabled={!quote.policies.shortlist}
          loading={flags.isPending && flags.variables?.is_shortlisted !== undefined}
          onClick={() => void toggleShortlist()}
        >
          {quote.is_shortlisted ? 'Shortlisted' : 'Shortlist'}
        </Button>
        <Button
          size="compact-sm"
          variant="subtle"
          color="navy"
          leftSection={
            quote.is_archived ? (
              <IconArchiveOff size={16} aria-hidden="true" />
            ) : (
              <IconArchive size={16} aria-hidden="true" />
            )
          }
          aria-label={`${quote.is_archived ? 'Restore' : 'Archive'}: ${name}`}
          aria-pressed={quote.is_archived}
          disabled={!quote.policies.archive}
          loading={flags.isPending && flags.variables?.is_archived !== undefined}
          onClick={() => void toggleArchive()}
        >
          {quote.is_archived ? 'Restore' : 'Archive'}
        </Button>
        <DeclineQuoteButton quote={quote} size="compact-sm" />
        <Button size="compact-sm" variant="light" color="navy" onClick={open}>
          View quote
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * The quotes of one request (spec 2.4, 4 "Quote flags"): search, All / Shortlisted / New, NEW while not
 * viewed, shortlist and archive toggles, Decline (confirmed, final), archived quotes in a collapsible 'Archived (n)', and the
 * side-by-side comparison of 2–4 ticked quotes.
 */
export function QuotesPanel({ request }: { request: ServiceRequest }) {
  const [filter, setFilter] = useState<Exclude<QuoteFilter, 'archived'>>('all');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, limits.searchInputDelayMs);
  const [showArchived, setShowArchived] = useState(false);
  const [compare, setCompare] = useState<number[]>([]);
  const [comparing, setComparing] = useState(false);
  const quotes = useQuotes(request.id, filter, debounced);
  const all = quotes.data ?? [];
  const current = all.filter((q) => !q.is_archived);
  const archived = all.filter((q) => q.is_archived);
  const compared = all.filter((q) => compare.includes(q.id));

  const empty =
    request.service_request_quotes_count.total === 0 && !debounced.trim() && filter === 'all'
      ? notices.noQuotes
      : debounced.trim()
        ? notices.searchEmpty
        : notices.noQuotesForFilter;

  const row = (q: OrganiserQuote) => (
    <QuoteRow
      key={q.id}
      quote={q}
      compared={compare.includes(q.id)}
      compareFull={compare.length >= COMPARE_MAX}
      onCompare={(checked) =>
        setCompare((ids) => (checked ? [...ids, q.id] : ids.filter((id) => id !== q.id)))
      }
    />
  );

  return (
    <Stack gap="sm" mt="md" aria-label={`Quotes for request ${request.id}`} component="section">
      <Group gap="sm" wrap="wrap" justify="space-between">
        <Group gap={4} role="group" aria-label="Show quotes">
          {filters.map((f) => (
            <Button
              key={f.value}
              size="compact-sm"
              radius="xl"
              variant={filter === f.value ? 'filled' : 'default'}
              color="navy"
              aria-pressed={filter === f.value}
              onClick={() => setFilter(f.value)}
            >
              {f.label}
            </Button>
          ))}
        </Group>
        <TextInput
          size="xs"
          w={{ base: '100%', xs: 240 }}
          placeholder="Search quotes"
          aria-label="Search quotes"
          leftSection={<IconSearch size={14} aria-hidden="true" />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
      </Group>

      {compare.length > 0 && (
        <Paper radius="md" p="xs" px="sm" bg="navy.0">
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="navy.9">
              {compare.length < COMPARE_MIN
                ? `Tick ${COMPARE_MIN - compare.length} more to compare`
                : `${compare.length} quotes ticked (up to ${COMPARE_MAX})`}
            </Text>
            <Group gap="xs">
              <Button size="compact-sm" variant="subtle" color="navy" onClick={() => setCompare([])}>
                Clear
              </Button>
              <Button
                size="compact-sm"
                color="navy"
                leftSection={<IconColumns3 size={16} aria-hidden="true" />}
                disabled={compared.length < COMPARE_MIN}
                onClick={() => setComparing(true)}
              >
                Compare
              </Button>
            </Group>
          </Group>
        </Paper>
      )}

      {quotes.isPending ? (
        <Skeleton height={84} radius="md" />
      ) : current.length === 0 && archived.length === 0 ? (
        <Text size="sm" c="gray.7" py="sm" ta="center" data-testid="quotes-empty">
          {empty}
        </Text>
      ) : (
        <>
          {current.length === 0 ? (
            <Text size="sm" c="gray.7" ta="center" py="xs">
              {notices.noQuotesForFilter}
            </Text>
          ) : (
            current.map(row)
          )}
          {archived.length > 0 && (
            <Box>
              <Button
                variant="subtle"
                color="navy"
                size="compact-sm"
                onClick={() => setShowArchived((v) => !v)}
                aria-expanded={showArchived}
                rightSection={showArchived ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
              >
                Archived ({archived.length})
              </Button>
              <Collapse expanded={showArchived}>
                <Stack gap="sm" mt="xs">
                  {archived.map(row)}
                </Stack>
              </Collapse>
            </Box>
          )}
        </>
      )}
      <QuoteCompare quotes={compared} opened={comparing} onClose={() => setComparing(false)} />
    </Stack>
  );
}
