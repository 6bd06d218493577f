import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useCreateRequest } from '../api/create-request';
import { refreshRequests } from '../api/query-keys';
import type { RequirementBrief } from '../components/requirement-form';

/** What the dashboard's alert says after a brief was sent (router state of /organiser-dashboard/requests/active). */
export interface SubmittedBrief {
  isHeld: boolean;
  location: string;
  /**
   * Per service of the brief: its name and how many suppliers it reached (or will reach once confirmed); its own
   * place when the alert speaks of several briefs (those a confirmation sent on).
   */
  services: { service: string; count: number; location?: string }[];
}

export const submittedBriefState = (state: unknown): SubmittedBrief | null => {
  const submitted = (state as { submitted?: SubmittedBrief } | null)?.submitted;
  return submitted && Array.isArray(submitted.services) ? submitted : null;
};

/**
 * Sends a brief (POST organiser/service-requests) and goes to the active requests with the alert of spec 2.4.
 * Rejects with the API's error, for the form to show.
 */
export function useSendBrief() {
  const create = useCreateRequest();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const send = async ({ body, serviceNames }: RequirementBrief) => {
    const { data } = await create.mutateAsync(body);
    await refreshRequests(queryClient);
    const submitted: SubmittedBrief = {
      isHeld: data.is_held,
      location: data.service_requests[0]?.location ?? body.location,
      services: data.service_requests.map((r, i) => ({
        service: r.service?.product ?? serviceNames[i] ?? '',
        count: r.suppliers_count,
      })),
    };
    await navigate(paths.organiserDashboard.href('requests', 'active'), { state: { submitted } });
  };
  return { send, isPending: create.isPending };
}
