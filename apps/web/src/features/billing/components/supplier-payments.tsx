import { IconCreditCard } from '@tabler/icons-react';
import { PageHeader } from '../../../components/ui/page-header';
import { BuildingState } from '../../../components/ui/building-state';

/** Payment methods (spec 2.5). */
export function SupplierPayments() {
  return (
    <>
      <PageHeader
        eyebrow="Payments"
        title="Payment methods"
        description="The cards you pay your subscription with. One of them is your default."
      />
      <BuildingState
        icon={<IconCreditCard size={28} stroke={1.6} aria-hidden="true" />}
        description="Saving cards, choosing your default card and removing old ones will be done here. Card details are handled by our card payment provider and never stored by Marquee."
      />
    </>
  );
}
