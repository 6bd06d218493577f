import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { json, mockApi } from '../../../test/mock-api';
import { renderWithProviders, resetSession } from '../../../test/render';
import { Component as Unsubscribe } from './unsubscribe';

const page = '/email-preferences/unsubscribe';

describe('/email-preferences/unsubscribe', () => {
  beforeEach(resetSession);
  afterEach(() => vi.unstubAllGlobals());

  it('changes nothing on opening; the button sends the signed link once and says the e-mails stop', async () => {
    const { calls } = mockApi({ 'POST /api/email-preferences/unsubscribe': () => json({ result: true }) });
    const { user } = renderWithProviders(<Unsubscribe />, { route: `${page}?user=42&signature=abc_-9` });
    expect(
      await screen.findByRole('heading', { name: 'Unsubscribe from Marquee updates?' }),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/no longer receive optional updates and reminders/);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ user: '42', signature: 'abc_-9' });
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Marquee' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('says a link the server does not recognise is not valid, without a toast, and offers to log in', async () => {
    mockApi({
      'POST /api/email-preferences/unsubscribe': () =>
        json({ message: 'Not found', code: 'not_found' }, 404, 'Not Found'),
    });
    const { user } = renderWithProviders(<Unsubscribe />, { route: `${page}?user=42&signature=forged` });
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByRole('heading', { name: 'This unsubscribe link is not valid' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/your password has changed/);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });

  it('does not call the API with an incomplete link', async () => {
    const { calls } = mockApi({});
    renderWithProviders(<Unsubscribe />, { route: `${page}?user=42` });
    expect(
      await screen.findByRole('heading', { name: 'This unsubscribe link is not valid' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows another failure as it is, with the way back', async () => {
    mockApi({
      'POST /api/email-preferences/unsubscribe': () =>
        json({ message: 'Something went wrong', request_id: 'r1' }, 500, 'Internal Server Error'),
    });
    const { user } = renderWithProviders(<Unsubscribe />, { route: `${page}?user=42&signature=abc` });
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'We could not unsubscribe you' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('link', { name: 'Back to Marquee' })).toHaveAttribute('href', '/');
  });
});
