import { isAvailableStatus, readWebhookAnswer } from '../src/clients/chat-reply.js';

describe('reading the automation webhook’s answer (spec 1 §7)', () => {
  it.each([
    [{ response: 'a' }, 'a'],
    [{ message: 'b' }, 'b'],
    [{ text: 'c' }, 'c'],
    [{ reply: 'd' }, 'd'],
    [{ data: { response: 'e' } }, 'e'],
    [{ data: { reply: 'f' }, status: 'ok' }, 'f'],
    [{ ok: true, count: 2, output: 'g' }, 'g'],
    ['h', 'h'],
  ])('reads %j as the reply %j', (body, reply) => {
    expect(readWebhookAnswer(body)).toEqual({ kind: 'reply', reply });
  });

  it('prefers response, then message, text and reply, then the same under data, before any other string', () => {
    expect(readWebhookAnswer({ output: 'other', reply: 'reply', text: 'text' })).toEqual({ kind: 'reply', reply: 'text' });
    expect(readWebhookAnswer({ reply: 'top', data: { response: 'nested' } })).toEqual({ kind: 'reply', reply: 'top' });
    expect(readWebhookAnswer({ status: 'ok', data: { message: 'nested' } })).toEqual({ kind: 'reply', reply: 'nested' });
    // A blank reply is no reply.
    expect(readWebhookAnswer({ response: '  ', message: 'm' })).toEqual({ kind: 'reply', reply: 'm' });
  });

  it('raises on an error field, whatever else comes with it', () => {
    expect(readWebhookAnswer({ error: 'timeout', response: 'ignored' })).toEqual({ kind: 'error', error: 'timeout' });
    expect(readWebhookAnswer({ error: { code: 1 } })).toEqual({ kind: 'error', error: '{"code":1}' });
    expect(readWebhookAnswer({ error: null, response: 'fine' })).toEqual({ kind: 'reply', reply: 'fine' });
  });

  it.each([[{}], [{ count: 1, data: {} }], [[{ response: 'in an array' }]], [null], [undefined], [42], ['']])(
    'finds nothing readable in %j',
    (body) => {
      expect(readWebhookAnswer(body)).toEqual({ kind: 'invalid' });
    },
  );

  it('counts OK and 405 as available, anything else not', () => {
    expect([200, 204, 405].map(isAvailableStatus)).toEqual([true, true, true]);
    expect([301, 404, 500, 503].map(isAvailableStatus)).toEqual([false, false, false, false]);
  });
});
