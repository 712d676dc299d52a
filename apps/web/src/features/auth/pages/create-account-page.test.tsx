import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi } from '../../../test/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('create account', () => {
  it("types in the address a festival's invitation email was sent to", async () => {
    stubApi({ handlers: {} });
    renderApp('/en/create-account?email=dora%40example.com');
    const email = (await screen.findByLabelText(/Email address/)) as HTMLInputElement;
    expect(email.value).toBe('dora@example.com');
  });

  it('starts empty without an invitation', async () => {
    stubApi({ handlers: {} });
    renderApp('/en/create-account');
    const email = (await screen.findByLabelText(/Email address/)) as HTMLInputElement;
    expect(email.value).toBe('');
  });
});
