import { Box, Button, Container, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** A final call to action band used at the foot of the marketing pages. */
export function ClosingCta({
  title,
  text,
  primary,
  secondary,
}: {
  title: string;
  text: string;
  primary: { label: string; to: string };
  secondary?: { label: string; to: string };
}) {
  return (
    <Box component="section" aria-label={title} py={{ base: 48, md: 80 }}>
      <Container size="lg">
        <Paper
          radius={28}
          p={{ base: 32, md: 56 }}
          style={{
            background:
              'radial-gradient(circle at 100% 0%, rgba(255,86,35,0.5), transparent 32%), linear-gradient(135deg, #1f3a5f 0%, #27528f 100%)',
          }}
        >
          <Title order={2} c="white" fz={{ base: 28, md: 38 }} lh={1.15} maw={640}>
            {title}
          </Title>
          <Text mt="md" c="navy.0" fz="lg" maw={620}>
            {text}
          </Text>
          <Group mt="xl" gap="md">
            <Button component={Link} to={primary.to} size="lg" color="coral.8">
              {primary.label}
            </Button>
            {secondary && (
              <Button component={Link} to={secondary.to} size="lg" variant="white" color="navy.9">
                {secondary.label}
              </Button>
            )}
          </Group>
        </Paper>
      </Container>
    </Box>
  );
}
