/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { sessionQueryKey, useSignedInUser } from './session.js';

function Who() {
  const user = useSignedInUser();
  return <output data-testid="who">{user === undefined ? 'unknown' : (user?.full_name ?? 'anonymous')}</output>;
}

describe('useSignedInUser', () => {
  it('follows the shell’s session entry without fetching it', () => {
    const queryClient = new QueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <Who />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('who').textContent).toBe('unknown');
    // Observing never creates a fetch of its own: the shell's query stays the only source.
    expect(queryClient.isFetching()).toBe(0);

    act(() => queryClient.setQueryData(sessionQueryKey, { id: 'u1', email: 'ana@example.co', full_name: 'Ana Pérez', role: 'Client' }));
    expect(screen.getByTestId('who').textContent).toBe('Ana Pérez');

    act(() => queryClient.setQueryData(sessionQueryKey, null));
    expect(screen.getByTestId('who').textContent).toBe('anonymous');
  });

  it('counts a visitor as anonymous when the shell could not learn the session', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <Who />
      </QueryClientProvider>,
    );
    await act(() =>
      queryClient.prefetchQuery({ queryKey: sessionQueryKey, queryFn: () => Promise.reject(new Error('Error de conexión')) }),
    );
    expect(screen.getByTestId('who').textContent).toBe('anonymous');
  });
});
