/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { FakeApi, anonymous, clientUser } from '../testing/test-kit.js';
import { GoogleSignInError, googlePopup, signInWithGoogle } from './google-sign-in.js';

interface FakePopup {
  closed: boolean;
  location: { href: string };
  close(): void;
}

let api: FakeApi;
let popup: FakePopup;
let open: jest.Mock<(url?: string, target?: string, features?: string) => FakePopup | null>;
const fast = { pollMs: 20, retryWaitsMs: [5, 5, 5] };
const providerUrl = 'http://127.0.0.1:14903/authorize?client_id=mb&state=s1';

function post(data: unknown, origin = window.location.origin) {
  window.dispatchEvent(new MessageEvent('message', { data, origin }));
}

/** Resolves once the popup has been sent to the provider (the flow is then waiting for it). */
async function navigated() {
  for (let i = 0; i < 200 && popup.location.href === 'about:blank'; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(popup.location.href).toBe(providerUrl);
}

beforeEach(() => {
  localStorage.clear();
  popup = {
    closed: false,
    location: { href: 'about:blank' },
    close() {
      this.closed = true;
    },
  };
  open = jest.fn(() => popup);
  window.open = open as unknown as typeof window.open;
  api = new FakeApi().on('GET /auth/me', anonymous).on('POST /auth/google-signin', { body: { success: true, url: providerUrl } });
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('signInWithGoogle', () => {
  it('opens a 520x640 popup at once, before the start call answers, then sends it to the provider URL', async () => {
    const result = signInWithGoogle(fast);
    // Synchronously, still inside the click that called it.
    expect(open).toHaveBeenCalledTimes(1);
    const [url, name, features] = open.mock.calls[0]!;
    expect([url, name]).toEqual(['about:blank', googlePopup.name]);
    expect(features).toContain('width=520');
    expect(features).toContain('height=640');
    await navigated();
    post({ type: 'google-auth-success', token: 'jwt', user: { full_name: 'Ana', email: 'ana@gmail.test' } });
    await result;
    expect(api.callsTo('POST /auth/google-signin')).toHaveLength(1);
  });

  it('on success keeps the token and provider, retries the user fetch, and asks for the missing legal ID and phone', async () => {
    const result = signInWithGoogle(fast);
    await navigated();
    const mePolls = api.callsTo('GET /auth/me').length;
    api.on(
      'GET /auth/me',
      { status: 500, body: { success: false } },
      { body: { success: true, user: { ...clientUser, legal_id: null, full_name: 'Ana Google' } } },
    );
    post({
      type: 'google-auth-success',
      token: 'jwt-google',
      user: { full_name: 'Ana', email: 'ana@gmail.test', google_photo_url: 'https://photos.example/a.png' },
    });
    await expect(result).resolves.toEqual({
      kind: 'complete-profile',
      detail: { defaultName: 'Ana Google', defaultEmail: clientUser.email, googlePhotoUrl: 'https://photos.example/a.png' },
    });
    expect(localStorage.getItem('token')).toBe('jwt-google');
    expect(localStorage.getItem('auth_provider')).toBe('google');
    // The first retry failed, the second found the user: two fetches after the message.
    expect(api.callsTo('GET /auth/me').length - mePolls).toBe(2);
    expect(popup.closed).toBe(true);
  });

  it('signs in straight away when the user already has legal ID and phone', async () => {
    const result = signInWithGoogle(fast);
    await navigated();
    api.on('GET /auth/me', { body: { success: true, user: clientUser } });
    post({ type: 'google-auth-success', token: 'jwt-google', user: { full_name: 'Ana', email: clientUser.email } });
    await expect(result).resolves.toEqual({ kind: 'signed-in', user: clientUser });
  });

  it("falls back to the popup's account when every retry fails", async () => {
    const result = signInWithGoogle(fast);
    await navigated();
    api.on('GET /auth/me', { status: 503, body: { success: false } });
    post({ type: 'google-auth-success', token: 't', user: { full_name: 'Ana', email: 'ana@gmail.test' } });
    await expect(result).resolves.toEqual({ kind: 'complete-profile', detail: { defaultName: 'Ana', defaultEmail: 'ana@gmail.test' } });
  });

  it('ignores messages from other origins', async () => {
    const result = signInWithGoogle(fast);
    await navigated();
    post({ type: 'google-auth-success', token: 'evil', user: { full_name: 'Mallory' } }, 'https://evil.example');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(localStorage.getItem('token')).toBeNull();
    popup.closed = true;
    await expect(result).resolves.toEqual({ kind: 'cancelled' });
    expect(localStorage.getItem('auth_provider')).toBeNull();
  });

  it('finds the session by polling when no message arrives', async () => {
    const result = signInWithGoogle(fast);
    await navigated();
    api.on('GET /auth/me', { body: { success: true, user: clientUser } });
    await expect(result).resolves.toEqual({ kind: 'signed-in', user: clientUser });
    expect(localStorage.getItem('auth_provider')).toBe('google');
  });

  it("rejects with the popup's error message", async () => {
    const result = signInWithGoogle(fast);
    await navigated();
    post({ type: 'google-auth-error', message: 'Inicio de sesión con Google cancelado' });
    await expect(result).rejects.toEqual(new GoogleSignInError('Inicio de sesión con Google cancelado'));
    expect(popup.closed).toBe(true);
  });

  it('closes the popup and rejects when the start call fails; rejects at once when the popup is blocked', async () => {
    api.on('POST /auth/google-signin', {
      status: 503,
      body: { success: false, message: 'Servicio no disponible, inténtalo de nuevo más tarde' },
    });
    await expect(signInWithGoogle(fast)).rejects.toThrow('Servicio no disponible, inténtalo de nuevo más tarde');
    expect(popup.closed).toBe(true);

    open.mockReturnValue(null);
    await expect(signInWithGoogle(fast)).rejects.toBeInstanceOf(GoogleSignInError);
  });

  it('stops waiting when aborted', async () => {
    const controller = new AbortController();
    const result = signInWithGoogle({ ...fast, signal: controller.signal });
    await navigated();
    controller.abort();
    await expect(result).resolves.toEqual({ kind: 'cancelled' });
    expect(popup.closed).toBe(true);
  });
});
