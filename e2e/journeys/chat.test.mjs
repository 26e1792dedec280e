import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openPage, sharedBrowser } from '../lib/browser.mjs';

const browser = sharedBrowser({ before, after });
// The chat simulator of this stack: it plays the automation webhook, and its switches make it slow or fail.
const chatSimUrl = process.env.E2E_CHAT_URL ?? 'http://127.0.0.1:4904';
const simulator = (path, body) =>
  fetch(new URL(path, chatSimUrl), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) });

test('the chat answers through the simulator, shows the typing indicator while it thinks, and falls back to the canned reply for "precio" when the webhook fails', async () => {
  await simulator('/__sim/reset');
  const { page, problems, close } = await openPage(browser(), '/');
  try {
    await page.getByRole('button', { name: 'Abrir el chat con el asistente' }).click();
    const chat = page.getByRole('dialog', { name: 'Asistente virtual' });
    const box = chat.getByRole('textbox', { name: 'Tu mensaje' });
    const send = chat.getByRole('button', { name: 'Enviar' });
    const box350x500 = await chat.boundingBox();
    assert.deepEqual([box350x500.width, box350x500.height], [350, 500]);
    assert.equal(await send.isDisabled(), true);

    await box.fill('¿Tienen plan anual?');
    await box.press('Enter');
    await chat.getByRole('article', { name: 'Tú' }).filter({ hasText: '¿Tienen plan anual?' }).waitFor();
    await chat
      .getByRole('article', { name: 'Asistente' })
      .filter({ hasText: 'Asistente MB (simulador): recibí tu mensaje «¿Tienen plan anual?»' })
      .waitFor();
    // The webhook got the message with the chat session the browser keeps, through the gateway (which holds the secret).
    const sessionId = await page.evaluate(() => localStorage.getItem('mb_chat_session_id'));
    const { data: received } = await (await fetch(new URL('/__sim/messages', chatSimUrl))).json();
    assert.equal(received.length, 1);
    assert.equal(received[0].fields.message, '¿Tienen plan anual?');
    assert.equal(received[0].fields.sessionId, sessionId);
    assert.ok(received[0].secret, 'the gateway sends the webhook secret');
    assert.equal(JSON.parse(received[0].fields.metadata).url, new URL('/', page.url()).toString());

    // A slow automation: the typing indicator shows until the reply comes.
    await simulator('/__sim/settings', { delayMs: 1500 });
    await box.fill('¿Y el soporte?');
    await box.press('Enter');
    await chat.getByRole('status').filter({ hasText: 'El asistente está escribiendo…' }).waitFor();
    await chat.getByRole('article', { name: 'Asistente' }).filter({ hasText: 'recibí tu mensaje «¿Y el soporte?»' }).waitFor();
    await chat.getByRole('status').waitFor({ state: 'detached' });
    assert.deepEqual(problems, []);

    // The automation fails: the canned reply for prices.
    await simulator('/__sim/settings', { delayMs: 0, failure: 'status' });
    await box.fill('¿Cuál es el precio?');
    await box.press('Enter');
    await chat
      .getByRole('article', { name: 'Asistente' })
      .filter({ hasText: 'Nuestros planes cuestan $80.000 (Estándar), $150.000 (Pro) y $250.000 (Gold) al mes' })
      .waitFor();
    // Only the gateway's 502 reached the console; nothing names the webhook.
    assert.ok(
      problems.every((problem) => problem.includes('502')),
      problems.join('\n'),
    );
    assert.equal((await page.content()).includes('/webhook/mb-chat'), false);

    await chat.getByRole('button', { name: 'Cerrar el chat' }).click();
    await chat.waitFor({ state: 'detached' });
  } finally {
    await simulator('/__sim/reset');
    await close();
  }
});
