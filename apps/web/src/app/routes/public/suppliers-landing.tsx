import { usePageTitle } from '../../../hooks/use-page-title';
import { paths } from '../../../config/paths';
import {
  PayAsYouGrow,
  SupplierBenefits,
  SupplierHero,
  SupplierSteps,
} from '../../../features/marketing/components/supplier-landing';
import { ClosingCta } from '../../../features/marketing/components/closing-cta';
import { PartnersCarousel } from '../../../features/content/components/partners-carousel';

/** /suppliers: the supplier landing page of spec 1 and 2.1; both calls to action go to /supplier-registration. */
export function Component() {
  usePageTitle('For suppliers');
  return (
    <>
      <SupplierHero />
      <SupplierBenefits />
      <SupplierSteps />
      <PayAsYouGrow />
      <PartnersCarousel background="var(--mantine-color-gray-0)" />
      <ClosingCta
        title="Your next event is already being planned"
        text="Register in 2-3 minutes, get approved within 24 hours and start answering requests in your area."
        primary={{ label: 'Register for free', to: paths.supplierRegistration.href() }}
      />
    </>
  );
}
