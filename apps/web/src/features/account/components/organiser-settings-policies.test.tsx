import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { session } from '../../../lib/session';
import { makeUser, mockApi } from '../../../test/mock-api';
import { renderWithProviders, resetSession } from '../../../test/render';
import { OrganiserSettings } from './organiser-settings';

const route = { route: '/organiser-dashboard/settings' };
const policies = { read: true, update: true, change_password: true };

describe("OrganiserSettings follows the server's policies", () => {
  beforeEach(() => {
    resetSession();
    mockApi({});
  });

  it('offers Delete profile when the users policy allows it', () => {
    session.signIn('token', makeUser({ policies: { ...policies, delete: true } }), true);
    renderWithProviders(<OrganiserSettings />, route);
    expect(screen.getByRole('button', { name: 'Delete profile' })).toBeInTheDocument();
  });

  it('hides Delete profile when the users policy refuses it', () => {
    session.signIn('token', makeUser({ policies: { ...policies, delete: false } }), true);
    renderWithProviders(<OrganiserSettings />, route);
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete profile' })).not.toBeInTheDocument();
  });
});
