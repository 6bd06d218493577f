import { Box, Container, Text } from '@mantine/core';
import { SectionHeading } from '../../../components/ui/section-heading';
import classes from './home.module.css';

const eventTypes = [
  {
    title: 'Weddings',
    image: '/images/scenes/wedding.svg',
    alt: 'A long wedding breakfast table laid with flowers, candles and gold chairs',
    text: 'Marquees, caterers, florists, bands and everything in between for the big day.',
  },
  {
    title: 'Corporate conferences',
    image: '/images/scenes/conference.svg',
    alt: 'A conference stage with a large screen, a speaker at a lectern and an audience',
    text: 'Staging, AV, lighting, furniture hire and delegate catering, done properly.',
  },
  {
    title: 'Festivals',
    image: '/images/scenes/festival.svg',
    alt: 'A festival main stage at sunset with coloured lights, flags, a big wheel and a crowd',
    text: 'Stages, sound, toilets, fencing and food traders for crowds of every size.',
  },
  {
    title: 'Private parties',
    image: '/images/scenes/private-party.svg',
    alt: 'A birthday party with balloons, a tiered cake, a disco ball and friends dancing',
    text: 'Birthdays, anniversaries and garden parties: DJs, bars, cakes and décor.',
  },
  {
    title: 'Awards dinners',
    image: '/images/scenes/awards-dinner.svg',
    alt: 'A black-tie awards dinner with round tables, chandeliers and a trophy on a screen',
    text: 'Venues, production, hosts and fine dining for an evening to remember.',
  },
  {
    title: 'Product launches',
    image: '/images/scenes/product-launch.svg',
    alt: 'A product on a lit plinth in front of a big screen, with confetti and an audience taking photos',
    text: 'Set builders, lighting designers and photographers who make a reveal land.',
  },
];

/** Event types of the home page (spec 2.1). */
export function EventTypes() {
  return (
    <Box component="section" aria-labelledby="events-title" py={{ base: 64, md: 96 }}>
      <Container size="xl">
        <SectionHeading
          id="events-title"
          eyebrow="Every kind of event"
          title="Whatever you're planning, someone on Marquee supplies it"
          lead="Suppliers list the services they offer and the area they cover, so your request reaches the right people."
        />
        <ul className={classes.events} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {eventTypes.map((e) => (
            <li key={e.title} className={classes.eventCard}>
              <img
                className={classes.eventImage}
                src={e.image}
                alt={e.alt}
                loading="lazy"
                width={1200}
                height={800}
              />
              <Box p="lg">
                <Text component="h3" m={0} ff="heading" fw={600} fz={22} c="navy.9">
                  {e.title}
                </Text>
                <Text mt={6} c="gray.7" size="sm" lh={1.6}>
                  {e.text}
                </Text>
              </Box>
            </li>
          ))}
        </ul>
      </Container>
    </Box>
  );
}
