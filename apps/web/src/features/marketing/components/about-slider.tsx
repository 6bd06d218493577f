import { useRef } from 'react';
import { Box, Text } from '@mantine/core';
import { Carousel } from '@mantine/carousel';
import { useReducedMotion } from '@mantine/hooks';
import Autoplay from 'embla-carousel-autoplay';
import Fade from 'embla-carousel-fade';
import { FADE_1S } from '../../../components/ui/carousel-timing';

const slides = [
  {
    image: '/images/scenes/garden-party.svg',
    alt: 'Guests on a lawn outside a white marquee strung with festoon lights',
    caption: 'Garden parties and summer balls',
  },
  {
    image: '/images/scenes/conference.svg',
    alt: 'A speaker at a lectern on a lit conference stage in front of an audience',
    caption: 'Conferences and company days',
  },
  {
    image: '/images/scenes/wedding.svg',
    alt: 'A wedding breakfast table with flowers, candles and gold chairs tied with bows',
    caption: 'Weddings of every size',
  },
  {
    image: '/images/scenes/festival.svg',
    alt: 'A festival crowd in front of a lit stage at sunset',
    caption: 'Festivals and outdoor events',
  },
  {
    image: '/images/scenes/garden-party-night.svg',
    alt: 'A marquee glowing under a night sky',
    caption: 'Long after the last guest leaves',
  },
];

/** The About page slider of spec 2.1: autoplay every 3 s with a 1 s fade (duration mapping: docs/decisions/0007). */
export function AboutSlider() {
  const reducedMotion = useReducedMotion();
  const autoplay = useRef(Autoplay({ delay: 3000, stopOnInteraction: false, stopOnMouseEnter: true }));
  const fade = useRef(Fade());
  return (
    <Box pos="relative">
      <Carousel
        withControls={false}
        withIndicators
        emblaOptions={{ loop: true, duration: FADE_1S }}
        plugins={reducedMotion ? [fade.current] : [fade.current, autoplay.current]}
        aria-label="Events our suppliers work on"
        styles={{
          root: { borderRadius: 24, overflow: 'hidden', boxShadow: '0 24px 60px -24px rgba(31,58,95,0.45)' },
          indicator: { background: '#fff' },
        }}
      >
        {slides.map((s) => (
          <Carousel.Slide key={s.image}>
            <Box pos="relative">
              <img
                src={s.image}
                alt={s.alt}
                width={1200}
                height={800}
                style={{
                  display: 'block',
                  width: '100%',
                  height: 'auto',
                  aspectRatio: '3 / 2',
                  objectFit: 'cover',
                }}
              />
              <Box
                pos="absolute"
                left={0}
                right={0}
                bottom={0}
                px="lg"
                pt={48}
                pb={36}
                style={{ background: 'linear-gradient(180deg, transparent, rgba(15,27,46,0.85))' }}
              >
                <Text c="white" fw={600} fz="lg">
                  {s.caption}
                </Text>
              </Box>
            </Box>
          </Carousel.Slide>
        ))}
      </Carousel>
    </Box>
  );
}
