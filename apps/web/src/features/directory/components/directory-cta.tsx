import { Box, Button, Container, Group, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * The closing band of the directory pages: send one request instead of calling round, or list a business.
 * `requestHref` carries the service (and place) to prefill the request form (spec 2.3).
 */
export function DirectoryCta({
  title = "Can't decide? Let suppliers come to you.",
  text = 'Describe your event once and suppliers who cover your area send you their quotes. Free, and no obligation to book.',
  requestHref = paths.requestQuote.href(),
}: {
  title?: string;
  text?: string;
  requestHref?: string;
}) {
  return (
    <Container size="xl" pb={{ base: 56, md: 88 }}>
      <Box
        p={{ base: 'xl', md: 48 }}
        style={{
          borderRadius: 28,
          background:
            'radial-gradient(circle at 100% 0%, rgba(255, 86, 35, 0.5), transparent 32%), linear-gradient(135deg, #1f3a5f 0%, #27528f 100%)',
        }}
      >
        <Title order={2} c="white" fz={{ base: 26, md: 34 }} maw={640}>
          {title}
        </Title>
        <Text c="navy.0" mt="sm" fz={{ base: 'md', md: 'lg' }} maw={640} lh={1.6}>
          {text}
        </Text>
        <Group mt="xl" gap="sm">
          <Button
            component={Link}
            to={requestHref}
            size="md"
            color="coral.8"
            rightSection={<IconArrowRight size={18} aria-hidden="true" />}
          >
            Request quotes
          </Button>
          <Button component={Link} to={paths.suppliers.href()} size="md" variant="white" color="navy.9">
            List your business
          </Button>
        </Group>
      </Box>
    </Container>
  );
}
