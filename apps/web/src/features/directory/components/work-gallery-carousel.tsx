import type { ReactNode } from 'react';
import { Carousel } from '@mantine/carousel';
import { Box } from '@mantine/core';
import type { SupplierProfile } from '@marquee/contracts/directory';
import { SLIDE_500MS } from '../lib/carousel';
import classes from './profile.module.css';

/** The gallery's slider for narrow screens (Embla), loaded only there (work-gallery.tsx). */
export function WorkGalleryCarousel({
  images,
  picture,
}: {
  images: SupplierProfile['images'];
  picture: (image: SupplierProfile['images'][number], i: number) => ReactNode;
}) {
  return (
    <Box pb={28}>
      <Carousel
        slideSize="86%"
        slideGap="sm"
        withIndicators={images.length > 1}
        withControls={images.length > 1}
        controlSize={32}
        emblaOptions={{ align: 'start', duration: SLIDE_500MS, containScroll: 'trimSnaps' }}
        classNames={{ control: classes.galleryControl }}
        previousControlProps={{ 'aria-label': 'Previous picture' }}
        nextControlProps={{ 'aria-label': 'Next picture' }}
        styles={{ indicators: { bottom: -22 }, indicator: { background: 'var(--mantine-color-navy-9)' } }}
      >
        {images.map((image, i) => (
          <Carousel.Slide key={image.id}>{picture(image, i)}</Carousel.Slide>
        ))}
      </Carousel>
    </Box>
  );
}
