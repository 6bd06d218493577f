import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { json, mockApi } from '../test/mock-api';
import { renderWithProviders } from '../test/render';
import { api } from './api-client';
import { ApiError, describeError } from './api-error';

describe('describeError (spec 8 error toast)', () => {
  it("uses the response's error first", () => {
    expect(
      describeError(new ApiError(400, 'Bad Request', { error: 'Card declined', message: 'ignored' })),
    ).toBe('Card declined');
  });

  it('else its message', () => {
    expect(describeError(new ApiError(403, 'Forbidden', { message: 'This action is unauthorized.' }))).toBe(
      'This action is unauthorized.',
    );
  });

  it('else the status and status text', () => {
    expect(describeError(new ApiError(502, 'Bad Gateway', '<html>upstream</html>'))).toBe('502 Bad Gateway');
    expect(describeError(new ApiError(500, '', null))).toBe('500');
  });

  it("adds each field error as 'field: messages'", () => {
    const err = new ApiError(422, 'Unprocessable Entity', {
      message: 'The given data was invalid.',
      errors: { email: ['Email must be a valid'], password: ['Too short', 'Too common'], empty: [] },
    });
    expect(describeError(err)).toBe(
      'The given data was invalid.\nemail: Email must be a valid\npassword: Too short, Too common',
    );
  });

  it("falls back to 'Something went wrong.'", () => {
    expect(describeError(new Error('boom'))).toBe('Something went wrong.');
    expect(describeError(undefined)).toBe('Something went wrong.');
    expect(describeError(new ApiError(0, '', null))).toBe('Something went wrong.');
  });
});

function Failing({ silent = false }: { silent?: boolean }) {
  useQuery({ queryKey: ['failing', silent], queryFn: () => api.get('failing'), meta: { silent } });
  return null;
}

describe('the shared error channel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns a failed call into one error toast', async () => {
    mockApi({
      'GET /api/failing': () =>
        json({ message: 'The given data was invalid.', errors: { name: ['Name is a required field'] } }, 422),
    });
    renderWithProviders(<Failing />);
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('The given data was invalid.');
    expect(toast).toHaveTextContent('name: Name is a required field');
  });

  it('stays quiet for calls marked silent', async () => {
    const { spy } = mockApi({
      'GET /api/failing': () => json({ message: 'Nope' }, 500, 'Internal Server Error'),
    });
    renderWithProviders(<Failing silent />);
    await waitFor(() => expect(spy).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
