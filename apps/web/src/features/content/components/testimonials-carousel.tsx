import { useRef } from 'react';
import { Avatar, Box, Container, Group, Paper, Rating, Stack, Text, Title } from '@mantine/core';
import { Carousel } from '@mantine/carousel';
import { useReducedMotion } from '@mantine/hooks';
import { IconQuote } from '@tabler/icons-react';
import Autoplay from 'embla-carousel-autoplay';
import type { Testimonial } from '@marquee/contracts/content';
import { useTestimonials } from '../../../lib/api/get-testimonials';
import { SLIDE_500MS } from '../../../components/ui/carousel-timing';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((p) => p[0] ?? '')
    .join('')
    .toUpperCase();

/** The user reviews slider of the home page (spec 2.1), hidden when there are no reviews. */
export function TestimonialsCarousel() {
  const { data: testimonials } = useTestimonials();
  const reducedMotion = useReducedMotion();
  const autoplay = useRef(Autoplay({ delay: 6000, stopOnInteraction: true, stopOnMouseEnter: true }));
  if (!testimonials || testimonials.length === 0) return null;

  return (
    <Box component="section" aria-labelledby="reviews" py={{ base: 56, md: 88 }} bg="navy.0">
      <Container size="xl">
        <Title id="reviews" order={2} ta="center" fz={{ base: 28, md: 38 }} c="navy.9">
          What organisers say
        </Title>
        <Text ta="center" c="gray.7" mt="xs" mb={40} maw={560} mx="auto">
          Event planners, PAs and producers who found their suppliers through Marquee.
        </Text>
        <Carousel
          slideSize={{ base: '100%', sm: '50%', lg: '33.3333%' }}
          slideGap="lg"
          withIndicators
          withControls
          controlSize={36}
          emblaOptions={{ loop: true, align: 'start', duration: SLIDE_500MS }}
          plugins={reducedMotion ? [] : [autoplay.current]}
          previousControlProps={{ 'aria-label': 'Previous review' }}
          nextControlProps={{ 'aria-label': 'Next review' }}
          controlsOffset={0}
          px={{ base: 28, md: 44 }}
          styles={{ indicators: { bottom: -28 }, indicator: { background: 'var(--mantine-color-navy-9)' } }}
          pb={8}
        >
          {testimonials.map((t) => (
            <Carousel.Slide key={t.id}>
              <TestimonialCard testimonial={t} />
            </Carousel.Slide>
          ))}
        </Carousel>
      </Container>
    </Box>
  );
}

function TestimonialCard({ testimonial: t }: { testimonial: Testimonial }) {
  return (
    <Paper component="figure" radius="lg" p="xl" h="100%" m={0} shadow="xs" withBorder>
      <Stack gap="md" h="100%" justify="space-between">
        <div>
          <Group justify="space-between" align="center">
            {/* A div may not carry a label without a role: the stars are one image for screen readers. */}
            <Box role="img" aria-label={`Rated ${t.rate} out of 5`} style={{ display: 'inline-flex' }}>
              <Rating value={t.rate} fractions={2} readOnly color="coral.6" aria-hidden="true" />
            </Box>
            <IconQuote size={32} color="var(--mantine-color-coral-2)" aria-hidden="true" />
          </Group>
          <Text fw={700} c="navy.9" mt="md" fz="lg">
            {t.title}
          </Text>
          <Text component="blockquote" m={0} mt={8} c="gray.8" lh={1.65}>
            {t.text}
          </Text>
        </div>
        <Group component="figcaption" gap="sm" wrap="nowrap">
          <Avatar src={t.avatar_url} alt="" radius="xl" size={52} color="navy">
            {initials(t.name)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text fw={600} c="navy.9">
              {t.name}
            </Text>
            <Text size="sm" c="gray.7">
              {t.description}
              {t.quote_requests_total > 0 &&
                ` · ${t.quote_requests_total} ${t.quote_requests_total === 1 ? 'request' : 'requests'} sent`}
            </Text>
          </div>
        </Group>
      </Stack>
    </Paper>
  );
}
