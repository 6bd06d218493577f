import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { supportTexts } from '@marquee/contracts/admin-support';
import { errors } from '@marquee/contracts/messages';
import { makeUser } from '../../../test/mock-api';
import { renderWithProviders, resetSession } from '../../../test/render';
import { session, tokenStore } from '../../../lib/session';
import { SubmitRow } from '../../../components/form/submit-row';
import { ViewingAsBar } from './viewing-as-bar';

const supplier = makeUser({ id: 31, name: 'Sam Supplier', role: 1 });

describe(
  'ViewingAsBar and view-only controls (spec 4 Impersonation; decision 0071)',
  { timeout: 30_000 },
  () => {
    beforeEach(resetSession);
    afterEach(() => {
      tokenStore.setAdmin(null);
      resetSession();
    });

    it('says whose dashboard it is and leads back to the administrator', async () => {
      tokenStore.setAdmin('admin-token');
      session.signIn('view-token', supplier, false);
      const onBack = vi.fn();
      const { user } = renderWithProviders(<ViewingAsBar onBack={onBack} />);
      expect(screen.getByRole('region', { name: 'Viewing as Sam Supplier' })).toBeInTheDocument();
      expect(screen.getByText(supportTexts.viewOnlyNote)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: supportTexts.backToAdmin }));
      expect(onBack).toHaveBeenCalled();
    });

    it('is not there for the user themself', () => {
      session.signIn('own-token', supplier, true);
      renderWithProviders(<ViewingAsBar onBack={vi.fn()} />);
      expect(screen.queryByRole('region', { name: 'Viewing as Sam Supplier' })).not.toBeInTheDocument();
    });

    it('turns the write buttons off with the reason while viewing', () => {
      tokenStore.setAdmin('admin-token');
      session.signIn('view-token', supplier, false);
      renderWithProviders(<SubmitRow loading={false}>Save changes</SubmitRow>);
      const save = screen.getByRole('button', { name: 'Save changes' });
      expect(save).toBeDisabled();
      expect(save).toHaveAttribute('title', errors.viewingAsAnotherUser);
    });

    it('puts the administrator back when the view is over (a 401)', () => {
      tokenStore.setAdmin('admin-token');
      session.signIn('view-token', supplier, false);
      expect(session.clear()).toBe(true);
      expect(tokenStore.get()).toBe('admin-token');
      expect(tokenStore.getAdmin()).toBeNull();
      expect(session.clear()).toBe(false);
    });
  },
);
