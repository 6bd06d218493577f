import { Carousel } from '@mantine/carousel';
import { Box, SimpleGrid, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { SupplierProfile } from '@marquee/contracts/directory';
import { SLIDE_500MS } from '../lib/carousel';

const imageStyle = {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: 16,
  background: 'var(--mantine-color-gray-1)',
} as const;

/**
 * 'Examples of our work' (spec 2.5): a slider at 768 px or narrower, a grid above. Each picture opens full
 * size in a new tab.
 */
export function WorkGallery({
  images,
  companyName,
}: {
  images: SupplierProfile['images'];
  companyName: string;
}) {
  const narrow = useMediaQuery('(max-width: 48em)');
  const picture = (image: SupplierProfile['images'][number], i: number) => (
    <a href={image.url} target="_blank" rel="noopener noreferrer" style={{ display: 'block' }}>
      <img
        src={image.url}
        alt={`Work by ${companyName}, picture ${i + 1} of ${images.length}`}
        loading="lazy"
        width={800}
        height={600}
        style={imageStyle}
      />
      <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
    </a>
  );
  if (narrow)
    return (
      <Box pb={28}>
        <Carousel
          slideSize="86%"
          slideGap="sm"
          withIndicators={images.length > 1}
          withControls={images.length > 1}
          controlSize={32}
          emblaOptions={{ align: 'start', duration: SLIDE_500MS, containScroll: 'trimSnaps' }}
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
  return (
    <SimpleGrid
      cols={{ base: 2, md: 3 }}
      spacing="md"
      component="ul"
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {images.map((image, i) => (
        <li key={image.id}>{picture(image, i)}</li>
      ))}
    </SimpleGrid>
  );
}
