import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { billingTexts } from '@marquee/contracts/billing';
import { servicesFitPlan } from '@marquee/contracts/plan-allowance';
import { paths } from '../../config/paths';

/**
 * The services picker's plan notice (spec 2.5, 5 "Pricing services form"): green while the chosen services fit
 * the plan's service_count_max (null: all), red asking to remove services or choose a higher plan otherwise.
 */
export function PlanServicesNotice({ chosen, max }: { chosen: number; max: number | null }) {
  const fits = servicesFitPlan(chosen, max);
  return (
    <Alert
      color={fits ? 'teal' : 'red'}
      variant="light"
      icon={fits ? <IconCircleCheck size={18} /> : <IconAlertTriangle size={18} />}
      role={fits ? 'status' : 'alert'}
      data-fits={fits}
      p="xs"
    >
      {/* The text keeps the default colour: teal or red on their light backgrounds are below 4.5:1. */}
      <Text size="sm">
        {billingTexts.planServices(max)}
        {!fits && (
          <>
            {' '}
            {billingTexts.planServicesOver(chosen)}{' '}
            <Anchor component={Link} to={paths.supplierDashboard.href('subscriptions')} fw={700}>
              {billingTexts.choosePlan}
            </Anchor>
          </>
        )}
      </Text>
    </Alert>
  );
}
