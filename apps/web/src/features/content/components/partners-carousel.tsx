import { useRef } from 'react';
import { Box, Container, Image, Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import { Carousel } from '@mantine/carousel';
import { useReducedMotion } from '@mantine/hooks';
import Autoplay from 'embla-carousel-autoplay';
import type { Partner } from '@marquee/contracts/content';
import { usePartners } from '../../../lib/api/get-partners';
import { SLIDE_500MS } from '../../../components/ui/carousel-timing';

/**
 * The 'Endorsed by' carousel of spec 2.1 / 2.2: 4 logos (3 below 1400 px, 2 below 768 px), scrolling as many as
 * are visible, autoplay, loop, arrows, no dots, ~500 ms per move; each logo opens the partner's site in a new tab.
 */
export function PartnersCarousel({
  title = 'Endorsed by',
  background,
}: {
  title?: string;
  background?: string;
}) {
  const { data: partners } = usePartners();
  const reducedMotion = useReducedMotion();
  const autoplay = useRef(Autoplay({ delay: 3500, stopOnInteraction: false, stopOnMouseEnter: true }));
  if (!partners || partners.length === 0) return null;

  return (
    <Box component="section" aria-labelledby="endorsed-by" py={{ base: 48, md: 72 }} bg={background}>
      <Container size="xl">
        <Title id="endorsed-by" order={2} ta="center" fz={{ base: 24, md: 30 }} c="navy.9" mb={6}>
          {title}
        </Title>
        <Text ta="center" c="gray.7" mb="xl">
          Trade bodies and partners from across the UK events industry.
        </Text>
        <Carousel
          slideSize={{ base: '50%', sm: '33.3333%', xl: '25%' }}
          slideGap="md"
          withIndicators={false}
          withControls
          controlsOffset={-6}
          controlSize={36}
          emblaOptions={{
            loop: true,
            align: 'start',
            duration: SLIDE_500MS,
            slidesToScroll: 4,
            breakpoints: {
              '(max-width: 1399px)': { slidesToScroll: 3 },
              '(max-width: 767px)': { slidesToScroll: 2 },
            },
          }}
          plugins={reducedMotion ? [] : [autoplay.current]}
          previousControlProps={{ 'aria-label': 'Previous partners' }}
          nextControlProps={{ 'aria-label': 'Next partners' }}
          px={{ base: 28, md: 36 }}
        >
          {partners.map((partner) => (
            <Carousel.Slide key={partner.id}>
              <PartnerLogo partner={partner} />
            </Carousel.Slide>
          ))}
        </Carousel>
      </Container>
    </Box>
  );
}

/**
 * A partner's logo, linked to their site when it has one. GET partners serves a website only as an http(s) address
 * (the one rule of decision 0049, applied by the API) or ''; the scheme check here only guards the link, so the home
 * page's first load does without the rule's code (the 150 KB budget of decision 0029).
 */
function PartnerLogo({ partner }: { partner: Partner }) {
  return (
    <Paper
      component="a"
      href={/^https?:\/\//i.test(partner.website) ? partner.website : undefined}
      target="_blank"
      rel="noopener noreferrer"
      withBorder
      radius="lg"
      h={128}
      px="md"
      style={{ display: 'grid', placeItems: 'center', background: '#fff' }}
    >
      {partner.image_url ? (
        <Image
          src={partner.image_url}
          alt={partner.company_name}
          h={92}
          w="100%"
          fit="contain"
          loading="lazy"
        />
      ) : (
        <Text fw={700} c="navy.9" ta="center">
          {partner.company_name}
        </Text>
      )}
      <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
    </Paper>
  );
}
