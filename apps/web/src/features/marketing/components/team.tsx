import { Avatar, Box, Container, Paper, Text } from '@mantine/core';
import { SectionHeading } from '../../../components/ui/section-heading';

/** The six team roles of spec 1. Names are fictional; portraits are illustrations, not photographs. */
export const team = [
  {
    name: 'Eleanor Whitfield',
    role: 'Founder and Director',
    avatar: '/images/avatars/team-eleanor.svg',
    bio: 'Produced charity and corporate events for fifteen years before founding Marquee. Still answers the support inbox on Fridays.',
  },
  {
    name: 'Tobias Okafor',
    role: 'Associate Director',
    avatar: '/images/avatars/team-tobias.svg',
    bio: 'Spent a decade in staging and lighting hire, and makes sure Marquee works for the suppliers who use it every day.',
  },
  {
    name: 'Priya Raman',
    role: 'Finance Director',
    avatar: '/images/avatars/team-priya.svg',
    bio: 'A chartered accountant who keeps our pricing simple and our promise of free registration intact.',
  },
  {
    name: 'Callum Reid',
    role: 'Marketing Manager',
    avatar: '/images/avatars/team-callum.svg',
    bio: 'A former festival promoter who now tells organisers across the UK that there is an easier way to find suppliers.',
  },
  {
    name: 'Hannah Price',
    role: 'Quality Manager',
    avatar: '/images/avatars/team-hannah.svg',
    bio: 'Reviews every new supplier before they go live and follows up on any review that worries us.',
  },
  {
    name: 'Marcus Bennett',
    role: 'Product Manager',
    avatar: '/images/avatars/team-marcus.svg',
    bio: 'Turns feedback from organisers and suppliers into the features you see. Ask him about the chat.',
  },
] as const;

export function Team() {
  return (
    <Box component="section" aria-labelledby="team-title" py={{ base: 64, md: 96 }} bg="gray.0">
      <Container size="xl">
        <SectionHeading
          id="team-title"
          eyebrow="Our team"
          title="The people behind Marquee"
          lead="A small team of event producers, suppliers and product people, based in Oxford and working with suppliers all over the UK."
        />
        <Box
          component="ul"
          m={0}
          p={0}
          style={{
            listStyle: 'none',
            display: 'grid',
            gap: 24,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
          }}
        >
          {team.map((person) => (
            <Paper key={person.name} component="li" withBorder radius="lg" p="xl">
              <Avatar src={person.avatar} alt="" size={88} radius="50%" />
              <Text component="h3" m={0} mt="md" ff="heading" fw={600} fz={22} c="navy.9">
                {person.name}
              </Text>
              <Text size="sm" fw={700} tt="uppercase" c="coral.9" mt={4} style={{ letterSpacing: '0.06em' }}>
                {person.role}
              </Text>
              <Text mt="sm" c="gray.7" lh={1.6}>
                {person.bio}
              </Text>
            </Paper>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
