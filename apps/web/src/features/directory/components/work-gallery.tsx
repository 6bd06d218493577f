import { lazy, Suspense } from 'react';
import { Box, SimpleGrid, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { SupplierProfile } from '@marquee/contracts/directory';

// Embla and Mantine's Carousel are needed only on narrow screens, after the profile's first render.
const WorkGalleryCarousel = lazy(() =>
  import('./work-gallery-carousel').then((m) => ({ default: m.WorkGalleryCarousel })),
);

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
      <Suspense
        fallback={
          // The first slide where the slider will put it, so nothing moves when it arrives.
          <Box pb={28} style={{ width: '86%' }}>
            {images[0] && picture(images[0], 0)}
          </Box>
        }
      >
        <WorkGalleryCarousel images={images} picture={picture} />
      </Suspense>
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
