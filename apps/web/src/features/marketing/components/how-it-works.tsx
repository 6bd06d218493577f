import { Box, Button, Center, Container, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import {
  IconCalendarEvent,
  IconListSearch,
  IconMapPin,
  IconMessage2,
  IconMailOpened,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { SectionHeading } from '../../../components/ui/section-heading';
import classes from './home.module.css';

const steps = [
  {
    icon: IconListSearch,
    title: 'Choose a service',
    text: 'Marquee hire, catering, lighting, staging, entertainment: start with what you need.',
  },
  {
    icon: IconMapPin,
    title: 'Say where',
    text: 'Give the town or postcode of your venue, so only suppliers who cover it hear about it.',
  },
  {
    icon: IconCalendarEvent,
    title: 'Pick your dates',
    text: 'Tell us when the event runs and how long suppliers have to send you a quote.',
  },
  {
    icon: IconMessage2,
    title: 'Describe the event',
    text: 'Guest numbers, style, budget and must-haves. The more you share, the sharper the quotes.',
  },
  {
    icon: IconMailOpened,
    title: 'Receive quotes',
    text: 'Compare replies, past work and reviews in your dashboard, then chat and book.',
  },
];

/** 'Enquire in 5 simple steps' (spec 2.1), the target of the header's How it works link. */
export function HowItWorks() {
  return (
    <Box
      component="section"
      id="howItWorks"
      aria-labelledby="how-title"
      py={{ base: 64, md: 96 }}
      bg="gray.0"
    >
      <Container size="xl">
        <SectionHeading
          id="how-title"
          eyebrow="How it works"
          title="Enquire in 5 simple steps"
          lead="One short request replaces a week of phone calls. It takes about two minutes, and it's free."
        />
        <ol className={classes.steps} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {steps.map(({ icon: Icon, title, text }, i) => (
            <li key={title} className={classes.step}>
              <span className={classes.stepNumber} aria-hidden="true">
                {i + 1}
              </span>
              <ThemeIcon size={48} radius="xl" color="coral" variant="light">
                <Icon size={26} stroke={1.6} aria-hidden="true" />
              </ThemeIcon>
              <Text fw={700} fz="lg" c="navy.9" mt="md">
                <VisuallyHidden>Step {i + 1}: </VisuallyHidden>
                {title}
              </Text>
              <Text mt={6} c="gray.7" size="sm" lh={1.6}>
                {text}
              </Text>
            </li>
          ))}
        </ol>
        <Center mt={40}>
          <Button component={Link} to={paths.requestQuote.href()} size="lg" color="coral.8">
            Find your supplier
          </Button>
        </Center>
      </Container>
    </Box>
  );
}
