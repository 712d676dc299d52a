import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../../../app/route-error-boundary.tsx';

function Broken(): never {
  throw new Error('secret stack detail');
}

describe('ErrorPage', () => {
  it('says what happened and what to do, without the stack trace', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    window.history.replaceState(null, '', '/fr/festivals');
    render(
      <MantineProvider env="test">
        <MemoryRouter initialEntries={['/fr/festivals']}>
          <RouteErrorBoundary>
            <Broken />
          </RouteErrorBoundary>
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Un problème est survenu' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeTruthy();
    expect(screen.queryByText(/secret stack detail/)).toBeNull();
  });
});
