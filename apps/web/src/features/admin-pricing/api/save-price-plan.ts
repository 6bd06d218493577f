import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminPricePlanResponse,
  CreatePricePlanInput,
  UpdatePricePlanInput,
} from '@marquee/contracts/billing';
import { api } from '../../../lib/api-client';
import { pricePlansKey } from '../../../lib/query-keys';

/** POST admin/price-plans: a new plan (spec 5 "Pricing plan add"). */
export const createPricePlan = (body: CreatePricePlanInput) =>
  api.post<AdminPricePlanResponse>('admin/price-plans', body);

/** PUT admin/price-plans/{id}: only the name and description of an existing plan change (spec 5 "Plan edit"). */
export const updatePricePlan = ({ id, ...body }: UpdatePricePlanInput & { id: number }) =>
  api.put<AdminPricePlanResponse>(`admin/price-plans/${id}`, body);

const useRefresh = () => {
  const queryClient = useQueryClient();
  // The public list (GET price-plans) changes with the admin one.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin', 'price-plans'] }),
      queryClient.invalidateQueries({ queryKey: pricePlansKey }),
    ]);
};

/** Silent: the modal shows a 422 under its fields and anything else above them. */
export const useCreatePricePlan = () => {
  const refresh = useRefresh();
  return useMutation({ mutationFn: createPricePlan, meta: { silent: true }, onSuccess: refresh });
};

export const useUpdatePricePlan = () => {
  const refresh = useRefresh();
  return useMutation({ mutationFn: updatePricePlan, meta: { silent: true }, onSuccess: refresh });
};

/**
 * POST admin/price-plans/{id}/archive or /restore: the 'Available to the new subscribers' switch (spec 3, 4).
 * Suppliers already on an archived plan keep it.
 */
export const setPricePlanAvailable = ({ id, available }: { id: number; available: boolean }) =>
  api.post<AdminPricePlanResponse>(`admin/price-plans/${id}/${available ? 'restore' : 'archive'}`);

/** A failure (e.g. the default free plan, which must stay available) is the one error toast. */
export const useSetPricePlanAvailable = () => {
  const refresh = useRefresh();
  return useMutation({ mutationFn: setPricePlanAvailable, onSettled: refresh });
};
