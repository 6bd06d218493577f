import { Box, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeartHandshake, IconScale, IconShieldCheck } from '@tabler/icons-react';
import { notices } from '@marquee/contracts/messages';
import { limits } from '@marquee/contracts/limits';
import { SectionHeading } from '../../../components/ui/section-heading';
import { AboutSlider } from './about-slider';
import classes from './home.module.css';

export function AboutHero() {
  return (
    <Box component="section" className={classes.hero} aria-labelledby="about-title">
      <Container size="xl">
        <div className={classes.heroGrid}>
          <div>
            <Text size="sm" fw={700} tt="uppercase" c="coral.9" style={{ letterSpacing: '0.1em' }}>
              About us
            </Text>
            <Title id="about-title" order={1} mt="sm" fz={{ base: 36, sm: 46, lg: 54 }} lh={1.08} c="navy.9">
              We built the marketplace we wished we'd had
            </Title>
            <Text mt="lg" fz={{ base: 'lg', md: 20 }} c="gray.8" lh={1.6}>
              Marquee brings event organisers and event suppliers together in one place, so that finding the
              right people for an event takes minutes rather than weeks. {notices.tagline}.
            </Text>
          </div>
          <AboutSlider />
        </div>
      </Container>
    </Box>
  );
}

export function AboutStory() {
  return (
    <Box component="section" aria-labelledby="story-title" py={{ base: 64, md: 96 }}>
      <Container size="md">
        <SectionHeading
          id="story-title"
          eyebrow="Our story"
          title="It started with a garden party"
          align="left"
        />
        <Text fz="lg" c="gray.8" lh={1.75}>
          In 2016 Eleanor Whitfield, then organising events for a Cotswolds charity, spent three weeks ringing
          round marquee firms, caterers and toilet hire companies for a summer fundraiser. Half never called
          back. The rest quoted for the wrong date, the wrong size or the wrong county.
        </Text>
        <Text fz="lg" c="gray.8" lh={1.75} mt="lg">
          She knew good suppliers were out there. What was missing was a simple way to tell the right ones
          what she needed, once, and hear back from them in one place. So she built it, together with Tobias
          Okafor, who had spent ten years selling staging and lighting and knew how hard it is for a small
          supplier to be found.
        </Text>
        <Box
          component="blockquote"
          my={40}
          mx={0}
          pl="xl"
          style={{ borderLeft: '4px solid var(--mantine-color-coral-6)' }}
        >
          <Text ff="heading" fz={{ base: 22, md: 28 }} lh={1.35} c="navy.9">
            “Organisers shouldn't need a contacts book to put on a good event, and great suppliers shouldn't
            depend on word of mouth to find work.”
          </Text>
          <Text mt="sm" c="gray.7" fw={600}>
            Eleanor Whitfield, Founder and Director
          </Text>
        </Box>
        <Text fz="lg" c="gray.8" lh={1.75}>
          Today Marquee connects the organisers of everything from village fêtes to international conferences
          with event suppliers in England, Scotland, Wales and Northern Ireland. We check every supplier
          before they go live, we keep registration free, and suppliers answer their first{' '}
          {limits.freeRfqNumberDefault} relevant requests without paying a penny, because a marketplace only
          works when it is fair to both sides.
        </Text>
      </Container>
    </Box>
  );
}

const values = [
  {
    icon: IconShieldCheck,
    title: 'Every supplier checked',
    text: 'Our quality team reviews each new supplier before their profile goes live, usually within 24 hours.',
  },
  {
    icon: IconHeartHandshake,
    title: 'One request, real replies',
    text: 'Organisers describe their event once; only suppliers who offer the service in that area hear about it.',
  },
  {
    icon: IconScale,
    title: 'Fair to suppliers',
    text: `Free to register, free for the first ${limits.freeRfqNumberDefault} quotes, then plans from £${limits.fromPricePerMonth} a month that grow with the business.`,
  },
];

export function AboutValues() {
  return (
    <Box component="section" aria-labelledby="values-title" pb={{ base: 64, md: 96 }}>
      <Container size="xl">
        <SectionHeading id="values-title" eyebrow="What we believe" title="How we run Marquee" />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          {values.map(({ icon: Icon, title, text }) => (
            <Box key={title}>
              <ThemeIcon size={52} radius="xl" color="navy" variant="light">
                <Icon size={28} stroke={1.6} aria-hidden="true" />
              </ThemeIcon>
              <Text component="h3" m={0} mt="md" fw={700} fz="lg" c="navy.9">
                {title}
              </Text>
              <Text mt={6} c="gray.7" lh={1.6}>
                {text}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
