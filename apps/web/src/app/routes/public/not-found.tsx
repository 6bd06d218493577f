import { Anchor, Box, Button, Container, Group, List, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { errors } from '@marquee/contracts/messages';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { MarqueeMark } from '../../../components/ui/logo';

/** Any other path (spec 2.1): '404 - Page Not Found', with the ways back. */
export function Component() {
  usePageTitle('Page not found');
  return (
    <Box py={{ base: 64, md: 112 }} style={{ background: 'linear-gradient(180deg, #fbf4ea 0%, #fff 100%)' }}>
      <Container size="sm" ta="center">
        <Box style={{ display: 'inline-block', opacity: 0.9 }}>
          <MarqueeMark size={96} />
        </Box>
        <Title order={1} mt="lg" fz={{ base: 30, md: 44 }} c="navy.9">
          {errors.notFoundPage}
        </Title>
        <Text mt="md" fz="lg" c="gray.8">
          We couldn't find the page you were looking for. It may have moved, or the link may be mistyped.
        </Text>
        <Group justify="center" mt="xl" gap="sm">
          <Button component={Link} to={paths.home.href()} size="md">
            Back to home
          </Button>
          <Button component={Link} to={paths.directory.href()} size="md" variant="outline">
            Browse the directory
          </Button>
        </Group>
        <Text mt={40} fw={600} c="navy.9">
          Or try one of these:
        </Text>
        <List listStyleType="none" mt="xs" spacing={6} c="gray.8">
          <List.Item>
            <Anchor component={Link} to={paths.requestQuote.href()} c="navy.9" td="underline">
              Find a supplier for your event
            </Anchor>
          </List.Item>
          <List.Item>
            <Anchor component={Link} to={paths.suppliers.href()} c="navy.9" td="underline">
              List your business on Marquee
            </Anchor>
          </List.Item>
          <List.Item>
            <Anchor component={Link} to={paths.login.href()} c="navy.9" td="underline">
              Log in to your account
            </Anchor>
          </List.Item>
        </List>
      </Container>
    </Box>
  );
}
