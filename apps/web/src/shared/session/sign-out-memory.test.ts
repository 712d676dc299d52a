import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../api/query-client.ts';
import { rememberSignOut, signOutMemory } from './sign-out-memory.ts';

describe('sign-out memory', () => {
  it('belongs to one app instance: another query client does not see it', () => {
    const first = createQueryClient();
    const second = createQueryClient();
    rememberSignOut(first, { onPurpose: true, destination: '/en' });
    expect(signOutMemory(first)).toEqual({ onPurpose: true, destination: '/en' });
    expect(signOutMemory(second)).toEqual({ onPurpose: false });
  });

  it('keeps no destination once cleared at sign-in', () => {
    const queryClient = createQueryClient();
    rememberSignOut(queryClient, { onPurpose: true, destination: '/en' });
    rememberSignOut(queryClient, { onPurpose: false, destination: '/en' });
    expect(signOutMemory(queryClient)).toEqual({ onPurpose: false, destination: undefined });
  });
});
