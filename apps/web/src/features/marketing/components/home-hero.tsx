import { Box, Button, Container, Group, List, Text, Title } from '@mantine/core';
import { IconArrowRight, IconCircleCheckFilled } from '@tabler/icons-react';
import { Link } from 'react-router';
import { notices } from '@marquee/contracts/messages';
import { paths } from '../../../config/paths';
import { HeroLogo } from './hero-logo';
import classes from './home.module.css';

/** Home hero (spec 2.1): tagline, the switching logo, 'Find your supplier' and 'Become a Supplier'. */
export function HomeHero() {
  return (
    <Box component="section" className={classes.hero} aria-labelledby="hero-title">
      <Container size="xl">
        <div className={classes.heroGrid}>
          <div>
            <Text size="sm" fw={700} tt="uppercase" c="coral.9" style={{ letterSpacing: '0.1em' }}>
              The UK's largest event supplier database
            </Text>
            <Title id="hero-title" order={1} mt="sm" fz={{ base: 40, sm: 52, lg: 64 }} lh={1.05} c="navy.9">
              {notices.tagline}
            </Title>
            <Text mt="lg" fz={{ base: 'lg', md: 20 }} c="gray.8" lh={1.6} maw={560}>
              Tell us once what your event needs. Marquee sends your request to vetted suppliers who cover
              your area, and their quotes come back to one place for you to compare.
            </Text>
            <Group mt={32} gap="md">
              <Button
                component={Link}
                to={paths.requestQuote.href()}
                size="lg"
                color="coral.8"
                rightSection={<IconArrowRight size={20} aria-hidden="true" />}
              >
                Find your supplier
              </Button>
              <Button component={Link} to={paths.suppliers.href()} size="lg" variant="outline">
                Become a Supplier
              </Button>
            </Group>
            <List
              mt={28}
              spacing={6}
              size="sm"
              c="gray.8"
              icon={
                <IconCircleCheckFilled size={18} color="var(--mantine-color-navy-6)" aria-hidden="true" />
              }
              styles={{ itemWrapper: { alignItems: 'center' } }}
            >
              <List.Item>Free for organisers, with no obligation to book</List.Item>
              <List.Item>Suppliers checked by our team before they go live</List.Item>
              <List.Item>From village fêtes to three-day conferences, anywhere in the UK</List.Item>
            </List>
          </div>
          <div className={classes.heroArt}>
            <img
              className={classes.heroImage}
              src="/images/scenes/garden-party.svg"
              alt="Guests arriving at a white marquee on a summer lawn, strung with festoon lights"
              width={1200}
              height={800}
            />
            <div className={classes.heroBadge}>
              <HeroLogo />
            </div>
          </div>
        </div>
      </Container>
    </Box>
  );
}
