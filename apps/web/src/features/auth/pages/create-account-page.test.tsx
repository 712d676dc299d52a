import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, stubApi } from '../../../test/render-app.tsx';

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

  it('moves the focus to the message that replaces the sent form', async () => {
    stubApi({ handlers: { 'POST /api/auth/create-account': () => json({ ok: true }, 201) } });
    renderApp('/en/create-account');
    fireEvent.change(await screen.findByLabelText(/Email address/), { target: { value: 'ada@example.com' } });
    for (const field of screen.getAllByLabelText(/password/i).filter((e) => e.tagName === 'INPUT')) {
      fireEvent.change(field, { target: { value: 'Focus-After-42' } });
    }
    fireEvent.click(screen.getByRole('checkbox', { name: /terms/i }));
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Check your email' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
