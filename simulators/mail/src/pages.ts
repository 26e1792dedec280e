import escapeHtml from 'escape-html';
import type { ReceivedMail } from './inbox.js';

/**
 * The pages a person reads in the browser. Everything interpolated comes from whoever sent
 * the message, so every value goes through `escapeHtml` (the `html` tag below does it).
 */

/** Markup already built by this module, passed through `html` untouched. */
class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Interpolated = string | number | SafeHtml | readonly SafeHtml[];

/** Template tag: escapes strings and numbers, trusts SafeHtml (and lists of it). */
function html(strings: TemplateStringsArray, ...values: Interpolated[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    const part = Array.isArray(value) ? value.join('') : value instanceof SafeHtml ? value.value : escapeHtml(String(value));
    out += part + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

const dateFormat = new Intl.DateTimeFormat('es', { dateStyle: 'short', timeStyle: 'medium' });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));
const recipients = (mail: ReceivedMail) => (mail.to.length > 0 ? mail.to : mail.envelope.to).join(', ');

const styles = `
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 1100px; padding: 1.5rem; color: #1f2937; }
  h1 { font-size: 1.4rem; margin: 0 0 .25rem; }
  .hint { color: #6b7280; margin: 0 0 1rem; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: .45rem .6rem; border-bottom: 1px solid #e5e7eb; vertical-align: top; }
  th { background: #f9fafb; font-weight: 600; }
  td.date { white-space: nowrap; color: #4b5563; }
  a { color: #0f766e; }
  button { font: inherit; padding: .3rem .8rem; cursor: pointer; }
  .bar { display: flex; gap: 1rem; align-items: center; margin-bottom: 1rem; }
  iframe { width: 100%; height: 70vh; border: 1px solid #d1d5db; resize: vertical; }
  pre { white-space: pre-wrap; word-break: break-word; background: #f9fafb; padding: 1rem; border: 1px solid #e5e7eb; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .2rem 1rem; margin: 0 0 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; word-break: break-word; }
`;

function layout(title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${new SafeHtml(styles)}</style>
</head>
<body>
${body}
</body>
</html>
`.value;
}

export function inboxPage(mails: ReceivedMail[], smtpAddress: string): string {
  const rows = mails.map(
    (mail) => html`<tr>
  <td class="date">${formatDate(mail.receivedAt)}</td>
  <td>${recipients(mail)}</td>
  <td><a href="/messages/${encodeURIComponent(mail.id)}">${mail.subject || '(sin asunto)'}</a></td>
</tr>`,
  );
  const list =
    mails.length > 0
      ? html`<table>
<thead><tr><th>Fecha</th><th>Para</th><th>Asunto</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
      : html`<p>No hay mensajes todavía.</p>`;

  return layout(
    'Correo recibido',
    html`<h1>Correo recibido</h1>
<p class="hint">Servidor SMTP de desarrollo en <code>${smtpAddress}</code> (sin TLS, acepta cualquier usuario). Los mensajes viven solo en memoria.</p>
<div class="bar">
  <a href="/">Actualizar</a>
  <span>${mails.length} mensaje(s)</span>
  <button type="button" id="clear">Vaciar bandeja</button>
</div>
${list}
<script>
document.getElementById('clear').addEventListener('click', async () => {
  if (!confirm('¿Borrar todos los mensajes?')) return;
  await fetch('/api/messages', { method: 'DELETE' });
  location.reload();
});
</script>`,
  );
}

export function messagePage(mail: ReceivedMail): string {
  // <base target="_blank"> makes links in the message open in a new tab; the sandbox (no
  // scripts, no same-origin) keeps the message from touching this page.
  const body = mail.html
    ? html`<iframe title="Cuerpo HTML" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${`<base target="_blank">${mail.html}`}"></iframe>
${mail.text ? html`<details><summary>Versión de texto</summary><pre>${mail.text}</pre></details>` : html``}`
    : html`<pre>${mail.text || '(mensaje vacío)'}</pre>`;

  const attachments = mail.attachments.map(
    (attachment) => html`<li>${attachment.filename ?? '(sin nombre)'} — ${attachment.contentType}, ${attachment.size} bytes</li>`,
  );
  const headers = Object.entries(mail.headers).map(([name, value]) => html`<dt>${name}</dt><dd>${value}</dd>`);

  return layout(
    mail.subject || '(sin asunto)',
    html`<p><a href="/">← Volver a la bandeja</a></p>
<h1>${mail.subject || '(sin asunto)'}</h1>
<dl>
  <dt>De</dt><dd>${mail.from}</dd>
  <dt>Para</dt><dd>${recipients(mail)}</dd>
  ${mail.cc.length > 0 ? html`<dt>Cc</dt><dd>${mail.cc.join(', ')}</dd>` : html``}
  <dt>Destinatarios SMTP</dt><dd>${mail.envelope.to.join(', ')}</dd>
  <dt>Fecha</dt><dd>${formatDate(mail.date)}</dd>
  ${attachments.length > 0 ? html`<dt>Adjuntos</dt><dd><ul>${attachments}</ul></dd>` : html``}
</dl>
${body}
<details><summary>Cabeceras</summary><dl>${headers}</dl></details>`,
  );
}

export function notFoundPage(): string {
  return layout(
    'Mensaje no encontrado',
    html`<p><a href="/">← Volver a la bandeja</a></p><h1>Mensaje no encontrado</h1><p>Puede que se haya borrado al vaciar la bandeja o al superar el límite de mensajes guardados.</p>`,
  );
}
