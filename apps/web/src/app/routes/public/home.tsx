import { usePageTitle } from '../../../hooks/use-page-title';
import { paths } from '../../../config/paths';
import { HomeHero } from '../../../features/marketing/components/home-hero';
import { HowItWorks } from '../../../features/marketing/components/how-it-works';
import { EventTypes } from '../../../features/marketing/components/event-types';
import { StatsBand } from '../../../features/marketing/components/stats-band';
import { SupplierCta } from '../../../features/marketing/components/supplier-cta';
import { ClosingCta } from '../../../features/marketing/components/closing-cta';
import { PartnersCarousel } from '../../../features/content/components/partners-carousel';
import { TestimonialsCarousel } from '../../../features/content/components/testimonials-carousel';

/** The home page of spec 2.1. */
export function Component() {
  usePageTitle();
  return (
    <>
      <HomeHero />
      <HowItWorks />
      <EventTypes />
      <StatsBand />
      <SupplierCta />
      <PartnersCarousel background="var(--mantine-color-gray-0)" />
      <TestimonialsCarousel />
      <ClosingCta
        title="Planning something? Tell us about it."
        text="Describe your event once and hear back from suppliers who cover your area. Free, and no obligation to book."
        primary={{ label: 'Find your supplier', to: paths.requestQuote.href() }}
        secondary={{ label: 'Browse the directory', to: paths.directory.href() }}
      />
    </>
  );
}
