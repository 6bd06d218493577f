import { useId } from 'react';
import { Box, Button, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { SupplierProfile } from '@marquee/contracts/directory';
import { paths } from '../../../config/paths';
import { reachText } from '../../../lib/format';
import { ContactDetails } from './contact-details';
import { SendMessageButton } from './send-message-button';

/**
 * The profile's contact box (spec 2.5): location, phone, display e-mail, website and, for visitors, 'Send a
 * message' and 'Request quotes' (`withActions`; not on the supplier's own view of the profile).
 */
export function ContactBox({
  profile,
  withActions = true,
  requestHref = paths.requestQuote.href(),
  supplierId,
}: {
  profile: Pick<
    SupplierProfile,
    'company_name' | 'location' | 'nearby' | 'phone' | 'display_email' | 'website'
  >;
  withActions?: boolean;
  /** The supplier's user id: 'Send a message' opens the organiser's chat with them. */
  supplierId?: number;
  /** Where 'Request quotes' leads: /request-quote prefilled with this supplier's service. */
  requestHref?: string;
}) {
  const titleId = useId();
  const name = profile.company_name ?? 'this supplier';
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="lg" p="lg" bg="white" shadow="xs">
      <Title id={titleId} order={2} fz={20} c="navy.9" style={{ overflowWrap: 'anywhere' }}>
        Contact {name}
      </Title>
      {withActions && (
        <Text size="sm" c="gray.7" mt={4}>
          Mention Marquee when you get in touch.
        </Text>
      )}
      <Box mt="md">
        <ContactDetails
          location={profile.location}
          locationNote={reachText(profile.nearby)}
          phone={profile.phone}
          email={profile.display_email}
          website={profile.website}
        />
      </Box>
      {withActions && (
        <Box mt="lg">
          {supplierId !== undefined && <SendMessageButton supplierId={supplierId} companyName={name} />}
          <Button component={Link} to={requestHref} fullWidth mt="sm" variant="outline" color="navy.9">
            Request quotes
          </Button>
        </Box>
      )}
    </Paper>
  );
}
