/** @jest-environment jsdom */
import { beforeEach, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { chatMessages } from '@mb/contracts';
import { setLanguage } from '@mb/ui';
import { FakeApi, anonymous, renderWithShell } from '../../testing/test-kit.js';
import { cannedReply } from './canned-replies.js';
import { ChatWidget } from './chat-widget.js';

let api: FakeApi;

beforeEach(async () => {
  localStorage.clear();
  await setLanguage('es');
  api = new FakeApi().on('GET /auth/me', anonymous);
});

// The window is downloaded on the first opening.
const openChat = () => {
  renderWithShell(<ChatWidget />);
  fireEvent.click(screen.getByRole('button', { name: 'Abrir el chat con el asistente' }));
  return screen.findByRole('dialog', { name: 'Asistente virtual' });
};
const box = () => screen.getByRole('textbox', { name: 'Tu mensaje' }) as HTMLTextAreaElement;
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const messages = () =>
  within(screen.getByRole('log'))
    .queryAllByRole('article')
    .map((m) => [m.getAttribute('aria-label'), m.textContent]);
const sent = () => api.callsTo('POST /auth/public/chat').map((call) => call.body as Record<string, unknown>);

it('is not shown inside the restaurant app, and comes back on leaving it', async () => {
  history.pushState(null, '', '/restaurant/panelControl/pedidos');
  renderWithShell(<ChatWidget />);
  expect(screen.queryByRole('button', { name: 'Abrir el chat con el asistente' })).toBeNull();
  act(() => history.pushState(null, '', '/tienda'));
  expect(await screen.findByRole('button', { name: 'Abrir el chat con el asistente' })).toBeTruthy();
});

it('opens a 350 × 500 window with the focus in the message box, and closes it back to the button', async () => {
  const dialog = await openChat();
  expect(dialog.style.width).toBe('350px');
  expect(dialog.style.height).toBe('500px');
  expect(document.activeElement).toBe(box());
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar el chat' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  const launcher = screen.getByRole('button', { name: 'Abrir el chat con el asistente' });
  expect(document.activeElement).toBe(launcher);
  expect(launcher.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(launcher);
  await screen.findByRole('dialog');
  fireEvent.keyDown(box(), { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('keeps send disabled on blank text; Enter sends, Shift+Enter does not; shows the message, a typing indicator, then the reply', async () => {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  api.on('POST /auth/public/chat', { body: { success: true, reply: 'Tenemos tres planes.' } });
  const fakeFetch = globalThis.fetch;
  globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
    await answered;
    return fakeFetch(...args);
  }) as typeof fetch;
  history.replaceState(null, '', '/tienda');

  await openChat();
  const send = screen.getByRole('button', { name: 'Enviar' });
  expect(send).toHaveProperty('disabled', true);
  type('   \n  ');
  expect(send).toHaveProperty('disabled', true);
  fireEvent.keyDown(box(), { key: 'Enter' });
  type('¿Qué planes tienen?');
  expect(send).toHaveProperty('disabled', false);
  fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true });
  expect(messages()).toEqual([]);

  fireEvent.keyDown(box(), { key: 'Enter' });
  expect(messages()).toEqual([['Tú', '¿Qué planes tienen?']]);
  expect(box().value).toBe('');
  expect(screen.getByRole('status').textContent).toBe('El asistente está escribiendo…');
  await act(async () => answer());
  await waitFor(() =>
    expect(messages()).toEqual([
      ['Tú', '¿Qué planes tienen?'],
      ['Asistente', 'Tenemos tres planes.'],
    ]),
  );
  expect(screen.queryByRole('status')).toBeNull();

  const sessionId = localStorage.getItem('mb_chat_session_id');
  expect(sessionId).toBeTruthy();
  expect(sent()).toEqual([{ message: '¿Qué planes tienen?', sessionId, metadata: { referrer: '', url: 'http://localhost/tienda' } }]);

  // The same chat session for the next message, sent with the button this time.
  type('¿Y el anual?');
  fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
  await waitFor(() => expect(sent()).toHaveLength(2));
  expect(sent()[1]).toMatchObject({ message: '¿Y el anual?', sessionId });
});

it('answers with the canned reply by keywords when the gateway could not get one from the automation', async () => {
  api.on(
    'POST /auth/public/chat',
    { status: 502, body: { success: false, message: chatMessages.unavailable } },
    { status: 502, body: { success: false, message: chatMessages.invalidReply } },
    { status: 504, body: { success: false, message: chatMessages.unavailable } },
  );
  await openChat();
  for (const question of ['¿Cuál es el precio?', 'hola', '¿Abren el domingo?']) {
    type(question);
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() => expect(messages().at(-1)).toEqual(['Asistente', cannedReply(question)]));
  }
  expect(messages()[1]![1]).toMatch(/^Nuestros planes cuestan/);
});

it('apologises with the spec’s text when the message cannot be sent at all, and says so when it is rate limited', async () => {
  api.on(
    'POST /auth/public/chat',
    () => {
      throw new TypeError('Failed to fetch');
    },
    { status: 429, body: { success: false, message: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.' } },
  );
  await openChat();
  type('precio');
  fireEvent.keyDown(box(), { key: 'Enter' });
  await waitFor(() =>
    expect(messages().at(-1)).toEqual(['Asistente', 'Lo siento, hubo un error al procesar tu mensaje. Por favor, inténtalo de nuevo.']),
  );
  type('precio');
  fireEvent.keyDown(box(), { key: 'Enter' });
  await waitFor(() => expect(messages().at(-1)).toEqual(['Asistente', 'Demasiados intentos. Espera un momento e inténtalo de nuevo.']));
});

it('speaks the page’s language', async () => {
  await setLanguage('en');
  renderWithShell(<ChatWidget />);
  fireEvent.click(screen.getByRole('button', { name: 'Open the chat with the assistant' }));
  expect(await screen.findByRole('dialog', { name: 'Virtual assistant' })).toBeTruthy();
  expect(screen.getByRole('textbox', { name: 'Your message' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
});
