import { describe, expect, it } from 'vitest';
import { landingAfterLogin } from './landing';

describe('landingAfterLogin', () => {
  it('sends each role to its dashboard (spec 2.3)', () => {
    expect(landingAfterLogin('supplier', undefined)).toBe('/supplier-dashboard');
    expect(landingAfterLogin('organiser', undefined)).toBe('/organiser-dashboard');
    expect(landingAfterLogin('admin', undefined)).toBe('/admin-login');
  });

  it('returns to the page the guard came from when it belongs to the role', () => {
    expect(landingAfterLogin('organiser', '/organiser-dashboard/settings')).toBe(
      '/organiser-dashboard/settings',
    );
    expect(landingAfterLogin('organiser', '/organiser-dashboard?rfq=4')).toBe('/organiser-dashboard?rfq=4');
    expect(landingAfterLogin('admin', '/admin-login/suppliers/approval')).toBe(
      '/admin-login/suppliers/approval',
    );
  });

  it("ignores another role's area, look-alike prefixes and foreign URLs", () => {
    expect(landingAfterLogin('organiser', '/supplier-dashboard/offers')).toBe('/organiser-dashboard');
    expect(landingAfterLogin('organiser', '/organiser-dashboardx')).toBe('/organiser-dashboard');
    expect(landingAfterLogin('organiser', '//evil.example/organiser-dashboard')).toBe('/organiser-dashboard');
    expect(landingAfterLogin('organiser', 'https://evil.example')).toBe('/organiser-dashboard');
    expect(landingAfterLogin('organiser', 42)).toBe('/organiser-dashboard');
  });
});
