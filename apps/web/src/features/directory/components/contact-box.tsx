import { Box, Button, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { SupplierProfile } from '@marquee/contracts/directory';
import { paths } from '../../../config/paths';
import { reachText } from '../lib/format';
import { ContactDetails } from './contact-details';
import { SendMessageButton } from './send-message-button';

/** The profile's contact box (spec 2.5): location, phone, display e-mail, website and 'Send a message'. */
export function ContactBox({ profile }: { profile: SupplierProfile }) {
  const name = profile.company_name ?? 'this supplier';
  return (
    <Paper
      component="section"
      aria-labelledby="contact-title"
      withBorder
      radius="lg"
      p="lg"
      bg="white"
      shadow="xs"
    >
      <Title id="contact-title" order={2} fz={20} c="navy.9">
        Contact {name}
      </Title>
      <Text size="sm" c="gray.7" mt={4} mb="md">
        Mention Marquee when you get in touch.
      </Text>
      <ContactDetails
        location={profile.location}
        locationNote={reachText(profile.nearby)}
        phone={profile.phone}
        email={profile.display_email}
        website={profile.website}
      />
      <Box mt="lg">
        <SendMessageButton companyName={name} />
        <Button
          component={Link}
          to={paths.requestQuote.href()}
          fullWidth
          mt="sm"
          variant="outline"
          color="navy.9"
        >
          Request quotes
        </Button>
      </Box>
    </Paper>
  );
}
