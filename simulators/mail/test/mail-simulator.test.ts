import nodemailer from 'nodemailer';
import { startMailSimulator, type MailSimulator } from '../src/app.js';
import type { ReceivedMail } from '../src/inbox.js';

// Real SMTP from nodemailer (as the platform sends it) and real HTTP to read it back.
describe('mail simulator', () => {
  let simulator: MailSimulator;
  let web: string;

  const transport = (auth?: { user: string; pass: string }) =>
    nodemailer.createTransport({ host: '127.0.0.1', port: simulator.smtpPort, secure: false, auth });

  const listFor = async (to: string): Promise<ReceivedMail[]> => {
    const response = await fetch(`${web}/api/messages?to=${encodeURIComponent(to)}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; mails: ReceivedMail[] };
    expect(body.success).toBe(true);
    return body.mails;
  };

  beforeAll(async () => {
    simulator = await startMailSimulator({ smtpPort: 0, webPort: 0, logLevel: 'silent' });
    web = `http://127.0.0.1:${simulator.webPort}`;
  });

  afterAll(async () => {
    await simulator?.close();
  });

  it('binds real ports when asked for port 0 and answers /healthz', async () => {
    expect(simulator.smtpPort).toBeGreaterThan(0);
    expect(simulator.webPort).toBeGreaterThan(0);
    const response = await fetch(`${web}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, status: 'ok' });
  });

  it('receives a message sent with credentials and serves it by recipient', async () => {
    const info = await transport({ user: 'cualquiera', pass: 'secreto' }).sendMail({
      from: '"Tienda Demo" <no-reply@tienda.test>',
      to: 'clienta@example.test',
      subject: 'Confirmación de tu pedido <b>#42</b>',
      text: 'Gracias por tu compra. Tu pedido está en camino.',
      html: '<h1>¡Gracias!</h1><p>Tu pedido <strong>#42</strong> está en camino.</p>',
      headers: { 'X-Plantilla': 'confirmación' },
    });
    expect(info.accepted).toEqual(['clienta@example.test']);

    // The filter ignores case.
    const mails = await listFor('CLIENTA@Example.TEST');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Confirmación de tu pedido <b>#42</b>');
    expect(mail.text.trim()).toBe('Gracias por tu compra. Tu pedido está en camino.');
    expect(mail.html).toBe('<h1>¡Gracias!</h1><p>Tu pedido <strong>#42</strong> está en camino.</p>');
    expect(mail.from).toBe('"Tienda Demo" <no-reply@tienda.test>');
    expect(mail.to).toEqual(['clienta@example.test']);
    expect(mail.headers['x-plantilla']).toBe('confirmación');
    expect(mail.headers['message-id']).toBe(info.messageId);

    const one = await fetch(`${web}/api/messages/${mail.id}`);
    expect(one.status).toBe(200);
    expect(((await one.json()) as { mail: ReceivedMail }).mail).toEqual(mail);
    expect((await fetch(`${web}/api/messages/no-existe`)).status).toBe(404);
  });

  it('lists the message on the page with everything escaped', async () => {
    const page = await fetch(`${web}/`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const listing = await page.text();
    expect(listing).toContain('Confirmación de tu pedido &lt;b&gt;#42&lt;/b&gt;');
    expect(listing).not.toContain('<b>#42</b>');
    expect(listing).toContain('clienta@example.test');

    const [mail] = await listFor('clienta@example.test');
    const view = await (await fetch(`${web}/messages/${mail!.id}`)).text();
    // The HTML body goes into a sandboxed iframe, escaped inside srcdoc.
    expect(view).toMatch(/<iframe[^>]* sandbox="[^"]*"[^>]* srcdoc="[^"]*&lt;h1&gt;¡Gracias!&lt;\/h1&gt;/);
    expect(view).not.toContain('<h1>¡Gracias!</h1>');
    expect(view).toContain('&quot;Tienda Demo&quot; &lt;no-reply@tienda.test&gt;');
  });

  it('accepts a message without credentials and finds Bcc recipients by envelope', async () => {
    await transport().sendMail({
      from: 'no-reply@tienda.test',
      to: 'otra@example.test',
      bcc: 'auditoria@example.test',
      subject: 'Solo texto',
      text: 'Sin HTML.',
    });

    const [mail] = await listFor('auditoria@example.test');
    expect(mail?.subject).toBe('Solo texto');
    expect(mail?.html).toBeNull();
    expect(mail?.envelope.to).toEqual(['otra@example.test', 'auditoria@example.test']);
    expect(await listFor('clienta@example.test')).toHaveLength(1);

    const view = await (await fetch(`${web}/messages/${mail!.id}`)).text();
    expect(view).toContain('<pre>Sin HTML.');

    // Without a filter: everything, newest first.
    const all = await listFor('');
    expect(all.map((each) => each.subject)).toEqual(['Solo texto', 'Confirmación de tu pedido <b>#42</b>']);
  });

  it('serves the bytes of an attachment up to 1 MB, and only describes a larger one', async () => {
    const zip = Buffer.from('PK\x03\x04 un zip de prueba');
    await transport().sendMail({
      from: 'no-reply@tienda.test',
      to: 'adjuntos@example.test',
      subject: 'Con adjuntos',
      text: 'Dos adjuntos.',
      attachments: [
        { filename: 'factura.zip', content: zip, contentType: 'application/zip' },
        { filename: 'grande.bin', content: Buffer.alloc(1024 * 1024 + 1, 1) },
      ],
    });
    const [mail] = await listFor('adjuntos@example.test');
    expect(mail!.attachments).toEqual([
      { filename: 'factura.zip', contentType: 'application/zip', size: zip.length },
      { filename: 'grande.bin', contentType: 'application/octet-stream', size: 1024 * 1024 + 1 },
    ]);
    const first = await fetch(`${web}/api/messages/${mail!.id}/attachments/0`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/zip');
    expect(first.headers.get('content-disposition')).toBe('attachment; filename="factura.zip"');
    expect(Buffer.from(await first.arrayBuffer()).equals(zip)).toBe(true);
    expect((await fetch(`${web}/api/messages/${mail!.id}/attachments/1`)).status).toBe(404);
    expect((await fetch(`${web}/api/messages/${mail!.id}/attachments/2`)).status).toBe(404);
  });

  it('refuses a message over 10 MB with 552 and keeps nothing of it', async () => {
    const before = simulator.inbox.size;
    const sending = transport().sendMail({
      from: 'no-reply@tienda.test',
      to: 'grande@example.test',
      subject: 'Demasiado grande',
      text: 'Adjunto enorme.',
      attachments: [{ filename: 'grande.bin', content: Buffer.alloc(11 * 1024 * 1024, 1) }],
    });
    await expect(sending).rejects.toMatchObject({ responseCode: 552 });
    expect(simulator.inbox.size).toBe(before);
  });

  it('clears the inbox on DELETE /api/messages', async () => {
    const response = await fetch(`${web}/api/messages`, { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(await listFor('')).toEqual([]);
    expect(await (await fetch(`${web}/`)).text()).toContain('No hay mensajes');
  });
});
