// The HTML of the hosted checkout (reference §3.2), in Spanish. Every interpolated value goes through escapeHtml;
// values inside inline scripts go through scriptJson.
import escapeHtml from 'escape-html';
import { legalDocuments, MERCHANT_NAME } from './merchant.js';
import type { Transaction, TransactionStatus } from './transactions.js';
import { transactionMessageType } from './widget-script.js';

/** How long a result stays on screen before going back to the store (whole seconds: meta refresh ignores decimals). */
const resultShownSeconds = 1;

const style = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:#f4f5f7;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#2c2a29}
main{max-width:440px;margin:0 auto;padding:24px 16px}
header{display:flex;align-items:center;justify-content:space-between;margin-bottom:16px}
.brand{font-size:24px;font-weight:800;letter-spacing:-.5px}
.badge{font-size:12px;background:#dff7de;color:#1f5f1c;padding:3px 8px;border-radius:10px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.08);margin-bottom:16px}
.merchant{margin:0;color:#555;font-size:14px}
.amount{font-size:30px;font-weight:700;margin:4px 0}
.reference{margin:0;color:#555;font-size:14px;word-break:break-all}
label{display:block;font-size:14px;font-weight:600;margin:14px 0 6px}
input{width:100%;padding:11px 12px;font-size:16px;border:1px solid #b9bcc2;border-radius:8px}
input:focus{outline:2px solid #2c2a29;border-color:transparent}
.row{display:flex;gap:12px}.row>div{flex:1}
button{width:100%;margin-top:20px;padding:13px;font-size:17px;font-weight:700;border:0;border-radius:8px;background:#b0f2ae;color:#2c2a29;cursor:pointer}
.errors{margin:0 0 8px;padding:10px 12px 10px 28px;border-radius:8px;background:#fdecea;color:#8a1c12;font-size:14px}
.terms,.hint{font-size:13px;color:#555}
.hint{background:#fffbe6;border:1px dashed #e0c84a;border-radius:8px;padding:10px 12px}
.hint ul{margin:6px 0 0;padding-left:18px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 12px;margin:12px 0 0;font-size:14px}
dt{color:#555}dd{margin:0;word-break:break-all}
h1{font-size:22px;margin:0 0 4px}
.APPROVED h1{color:#1f7a1c}.DECLINED h1,.ERROR h1{color:#b3261e}
a{color:#1d4ed8}
`;

function layout(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="icon" href="data:,">${head}<style>${style}</style></head>
<body><main>
<header><span class="brand">wompi</span><span class="badge">Simulador · Sandbox</span></header>
${body}
</main></body>
</html>`;
}

const copFormat = new Intl.NumberFormat('es-CO', {
  style: 'currency',
  currency: 'COP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** es-CO pesos from cents: 15000000 → "$ 150.000" (with a no-break space, as Intl writes it). */
function formatCop(amountInCents: number): string {
  return copFormat.format(amountInCents / 100);
}

/** JSON that can sit inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export interface CheckoutPageInput {
  /** Where the form posts: /p/ with the same query the page was opened with. */
  action: string;
  amountInCents: number;
  reference: string;
  values: { cardNumber?: string; expiry?: string; cardHolder?: string; email?: string };
  errors?: string[];
}

export function checkoutPage({ action, amountInCents, reference, values, errors = [] }: CheckoutPageInput): string {
  const errorList = errors.length
    ? `<ul class="errors" role="alert">${errors.map((error) => `<li>${escapeHtml(error)}</li>`).join('')}</ul>`
    : '';
  const legal = (type: keyof typeof legalDocuments) =>
    `<a href="${escapeHtml(legalDocuments[type].path)}" target="_blank" rel="noopener">${escapeHtml(legalDocuments[type].title.toLowerCase())}</a>`;
  return layout(
    'Paga con Wompi',
    `<section class="card" aria-label="Resumen del pago">
<p class="merchant">Pagas a ${escapeHtml(MERCHANT_NAME)}</p>
<p class="amount">${escapeHtml(formatCop(amountInCents))}</p>
<p class="reference">Referencia: ${escapeHtml(reference)}</p>
</section>
<form class="card" method="post" action="${escapeHtml(action)}">
${errorList}
<label for="card-number">Número de tarjeta</label>
<input id="card-number" name="card-number" inputmode="numeric" autocomplete="cc-number" required value="${escapeHtml(values.cardNumber ?? '')}">
<div class="row">
<div><label for="expiry">Vencimiento (MM/AA)</label>
<input id="expiry" name="expiry" placeholder="MM/AA" autocomplete="cc-exp" required value="${escapeHtml(values.expiry ?? '')}"></div>
<div><label for="cvc">CVC</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required></div>
</div>
<label for="card-holder">Nombre en la tarjeta</label>
<input id="card-holder" name="card-holder" autocomplete="cc-name" required value="${escapeHtml(values.cardHolder ?? '')}">
<label for="email">Correo electrónico</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(values.email ?? '')}">
<p class="terms">Al pagar aceptas el ${legal('END_USER_POLICY')} y la ${legal('PERSONAL_DATA_AUTH')}.</p>
<button type="submit">Pagar</button>
</form>
<aside class="hint" aria-label="Tarjetas de prueba">Tarjetas de prueba del sandbox (cualquier fecha futura y CVC de 3 dígitos):
<ul><li>4242 4242 4242 4242: aprobada</li><li>4111 1111 1111 1111: declinada</li><li>Cualquier otra: error</li></ul></aside>`,
  );
}

const statusTitles: Record<TransactionStatus, string> = {
  PENDING: 'Procesando el pago…',
  APPROVED: 'Transacción aprobada',
  DECLINED: 'Transacción declinada',
  ERROR: 'Transacción con error',
  VOIDED: 'Transacción anulada',
};

export type ResultMode = { kind: 'hosted'; returnUrl: string | null } | { kind: 'widget'; parentOrigin: string };

/**
 * The transaction's state. While PENDING the page reloads itself every second (the poll works without script).
 * Once final: hosted, it goes back to the store after a moment, with a link for the impatient; in the widget it
 * hands the transaction to the page that opened it.
 */
export function transactionPage(transaction: Transaction, mode: ResultMode): string {
  const pending = transaction.status === 'PENDING';
  let head = '';
  let next = '';
  if (pending) {
    head = `<meta http-equiv="refresh" content="${resultShownSeconds}">`;
  } else if (mode.kind === 'hosted' && mode.returnUrl) {
    head = `<meta http-equiv="refresh" content="${resultShownSeconds};url=${escapeHtml(mode.returnUrl)}">`;
    next = `<p><a href="${escapeHtml(mode.returnUrl)}">Volver al comercio</a></p>`;
  } else if (mode.kind === 'widget') {
    const message = { type: transactionMessageType, transaction };
    next = `<script>setTimeout(function () { parent.postMessage(${scriptJson(message)}, ${scriptJson(mode.parentOrigin)}); }, ${resultShownSeconds * 1000});</script>`;
  }
  const message = transaction.status_message ? `<p>${escapeHtml(transaction.status_message)}</p>` : '';
  return layout(
    statusTitles[transaction.status],
    `<section class="card ${transaction.status}" role="status">
<h1>${escapeHtml(statusTitles[transaction.status])}</h1>
${message}
<dl>
<dt>Valor</dt><dd>${escapeHtml(formatCop(transaction.amount_in_cents))}</dd>
<dt>Referencia</dt><dd>${escapeHtml(transaction.reference)}</dd>
<dt>Transacción</dt><dd>${escapeHtml(transaction.id)}</dd>
<dt>Tarjeta</dt><dd>${escapeHtml(transaction.payment_method.extra.name)}</dd>
</dl>
${next}
</section>`,
    head,
  );
}

export function errorPage(title: string, message: string): string {
  return layout(title, `<section class="card" role="alert"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></section>`);
}

export function legalPage(title: string): string {
  return layout(
    title,
    `<section class="card"><h1>${escapeHtml(title)}</h1><p>Documento de ejemplo del simulador de Wompi. En producción, Wompi enlaza aquí su documento legal (PDF).</p></section>`,
  );
}
