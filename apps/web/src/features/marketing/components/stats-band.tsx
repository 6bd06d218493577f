import { Box, Container, Text, Title } from '@mantine/core';
import { CountUp } from '../../../components/ui/count-up';
import classes from './home.module.css';

/**
 * The count-up of spec 2.1: suppliers to 5,000+ and products to 15,000+, starting when scrolled into view.
 * How "shown with 3 decimals" is read: docs/decisions/0006-home-counters.md.
 */
export const homeCounters = [
  { end: 5000, label: 'event suppliers listed across the UK' },
  { end: 15000, label: 'products and services to choose from' },
] as const;

export function StatsBand() {
  return (
    <Box
      component="section"
      aria-labelledby="stats-title"
      className={classes.stats}
      py={{ base: 56, md: 80 }}
    >
      <Container size="xl">
        <div className={classes.statGrid}>
          <div className={classes.statIntro}>
            <Title id="stats-title" order={2} c="white" fz={{ base: 28, md: 36 }} lh={1.15}>
              The UK's largest event supplier database
            </Title>
            <Text mt="md" c="navy.0" fz="lg" lh={1.6}>
              From one-person photographers to national marquee firms, suppliers of every size answer requests
              on Marquee.
            </Text>
          </div>
          {homeCounters.map((c) => (
            <div key={c.end}>
              <div className={classes.figure}>
                <CountUp end={c.end} thousandSeparator="," suffix="+" tabularNumbers={false} />
              </div>
              <Text mt="sm" c="navy.0" fz="lg">
                {c.label}
              </Text>
            </div>
          ))}
        </div>
      </Container>
    </Box>
  );
}
