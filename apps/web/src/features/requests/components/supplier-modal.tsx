import { Box, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useSupplier } from '../../../lib/api/get-supplier';
import { SupplierAvatar } from '../../../components/ui/supplier-avatar';
import { RatingStars } from '../../../components/ui/rating-stars';
import { VerifiedBadges } from '../../../components/ui/verified-badges';
import { useQuote } from '../api/get-quote';
import { QuoteActions, type ChatBoxSlot } from './proposal-modal';

const positive = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * `?profile_id={id}&name=&quote_id=&rfq_id=` (spec 2.4): the supplier's profile beside their quote, with
 * Request a call, Select Supplier and Send a message, and the chat box with them.
 */
export function SupplierModal({ chatBox: ChatBox }: { chatBox?: ChatBoxSlot }) {
  const [params, setParams] = useSearchParams();
  const profileId = positive(params.get('profile_id'));
  const quoteId = positive(params.get('quote_id'));
  const profile = useSupplier(profileId ?? 0, profileId !== null);
  const quote = useQuote(quoteId);
  const name = profile.data?.company_name ?? params.get('name') ?? 'Supplier';
  const close = () => {
    setParams((p) => {
      for (const key of ['profile_id', 'name', 'quote_id', 'rfq_id']) p.delete(key);
      return p;
    });
  };
  const p = profile.data;

  return (
    <Modal opened={profileId !== null} onClose={close} title={name} size="lg" radius="lg" centered>
      {!p ? (
        <Skeleton height={200} radius="md" />
      ) : (
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <SupplierAvatar companyName={name} photoUrl={p.photo_url} size={56} />
            <Box style={{ minWidth: 0 }}>
              {p.rating.count > 0 && <RatingStars rate={p.rating.rate} count={p.rating.count} />}
              {p.location && (
                <Text size="sm" c="gray.7">
                  {p.location}
                </Text>
              )}
              <Text size="sm" c="gray.7">
                {p.services.map((s) => s.service.product).join(', ')}
              </Text>
            </Box>
          </Group>
          <VerifiedBadges verified={p.verified} />
          {p.summary && (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {p.summary}
            </Text>
          )}
          {quote.data && <QuoteActions quote={quote.data} withProfile={false} />}
          {/* With a quote, the chat about it (once it is known); else the one about no quote. */}
          {ChatBox && (quoteId === null || quote.data) && (
            <ChatBox
              subject={{
                receiverId: profileId ?? 0,
                quote: quote.data && { id: quote.data.id, requestId: quote.data.service_request_id },
              }}
              name={name}
            />
          )}
        </Stack>
      )}
    </Modal>
  );
}
