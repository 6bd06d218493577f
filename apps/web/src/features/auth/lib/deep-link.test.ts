import { describe, expect, it } from 'vitest';
import { deepLinkTarget } from './deep-link';

describe('deepLinkTarget (spec 2.3)', () => {
  it.each([
    ['dashboard', '7', '/supplier-dashboard'],
    ['profile', null, '/supplier-dashboard/profile'],
    ['chat', '42', '/supplier-dashboard/messages/42'],
    ['price_plans', null, '/supplier-dashboard/subscriptions'],
    ['rfq_notify', '15', '/supplier-dashboard?rfq_notify=15'],
  ])('sends a supplier with to=%s and id=%s to %s', (to, id, expected) => {
    expect(deepLinkTarget('supplier', to, id)).toBe(expected);
  });

  it.each([
    ['dashboard', null, '/organiser-dashboard'],
    ['chat', '42', '/organiser-dashboard/messages/42'],
    ['rfq', '9', '/organiser-dashboard?rfq=9'],
  ])('sends an organiser with to=%s and id=%s to %s', (to, id, expected) => {
    expect(deepLinkTarget('organiser', to, id)).toBe(expected);
  });

  it('sends anything else to /login', () => {
    expect(deepLinkTarget('organiser', 'price_plans', null)).toBe('/login');
    expect(deepLinkTarget('organiser', 'profile', null)).toBe('/login');
    expect(deepLinkTarget('organiser', 'rfq_notify', '3')).toBe('/login');
    expect(deepLinkTarget('supplier', 'rfq', '3')).toBe('/login');
    expect(deepLinkTarget('supplier', 'unknown', null)).toBe('/login');
    expect(deepLinkTarget('supplier', null, null)).toBe('/login');
    expect(deepLinkTarget('admin', 'dashboard', null)).toBe('/login');
    expect(deepLinkTarget(null, 'dashboard', null)).toBe('/login');
  });

  it('falls back to the list or dashboard when an id-based target has no id', () => {
    expect(deepLinkTarget('supplier', 'chat', null)).toBe('/supplier-dashboard/messages');
    expect(deepLinkTarget('supplier', 'rfq_notify', '')).toBe('/supplier-dashboard');
    expect(deepLinkTarget('organiser', 'rfq', null)).toBe('/organiser-dashboard');
  });

  it('encodes the id so it cannot change the path', () => {
    expect(deepLinkTarget('organiser', 'chat', '1/../../admin-login')).toBe(
      '/organiser-dashboard/messages/1%2F..%2F..%2Fadmin-login',
    );
    expect(deepLinkTarget('organiser', 'rfq', '5&x=1')).toBe('/organiser-dashboard?rfq=5%26x%3D1');
  });
});
