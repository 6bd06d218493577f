import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { json, mockApi } from '../../../test/mock-api';
import { TestProviders } from '../../../test/render';
import { useSubscribe } from './subscribe';

const answer = { pricing_plan: { id: 3 }, subscription: null };

function hook() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders queryClient={queryClient}>{children}</TestProviders>
  );
  return renderHook(() => useSubscribe(), { wrapper });
}

describe('useSubscribe', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends an Idempotency-Key: the same order twice has one key, another card or another opening a new one', async () => {
    const api = mockApi({ 'POST /api/subscribe': () => json(answer) });
    const first = hook();
    const order = {
      pricing_plan_id: 3,
      period: 'month' as const,
      payment_method: 7,
      promo_code: 'sixmonthsfree',
    };
    await act(() => first.result.current.mutateAsync(order));
    await act(() => first.result.current.mutateAsync(order));
    await act(() => first.result.current.mutateAsync({ ...order, payment_method: 8 }));
    const second = hook();
    await act(() => second.result.current.mutateAsync(order));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(4));
    const keys = api.calls.filter((c) => c.method === 'POST').map((c) => c.headers['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[0-9A-F]{32}:3:MONTH:7:SIXMONTHSFREE$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[0]);
  });
});
