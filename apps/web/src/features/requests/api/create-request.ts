import { useMutation } from '@tanstack/react-query';
import type { CreateRequestInput, CreateRequestResponse } from '@marquee/contracts/requests';
import { api } from '../../../lib/api-client';

/** POST organiser/service-requests: one request per service of the brief, grouped as one event. */
export const createRequest = (body: CreateRequestInput) =>
  api.post<CreateRequestResponse>('organiser/service-requests', body);

// Field errors are shown on the form's fields; the form shows anything else in its alert.
export const useCreateRequest = () => useMutation({ mutationFn: createRequest, meta: { silent: true } });
