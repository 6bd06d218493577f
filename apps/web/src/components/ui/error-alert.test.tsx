import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { ErrorAlert } from './error-alert';

describe('ErrorAlert', () => {
  it('announces its message as an alert', () => {
    renderWithProviders(<ErrorAlert>Something went wrong.</ErrorAlert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
  });
});
