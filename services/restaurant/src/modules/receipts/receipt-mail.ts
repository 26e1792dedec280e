import escapeHtml from 'escape-html';
import { formatCop, restaurantSaleDocumentMessages, type RestaurantReceipt, type SaleDocument } from '@mb/contracts';
import { localZone } from '../orders/orders.repository.js';

/**
 * The receipt as an e-mail to the diner, in Spanish with amounts in es-CO pesos. Both bodies come from one list of
 * sections, so the HTML and the plain text cannot drift apart.
 */
type Row = { label: string; amount?: string; strong?: boolean };
type Section = { heading?: string; rows: Row[] };

const when = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeStyle: 'short', timeZone: localZone });
export const methodNames = {
  efectivo: 'Efectivo',
  tarjeta: 'Tarjeta',
  nequi: 'Nequi',
  daviplata: 'Daviplata',
  transferencia: 'Transferencia',
};

function paymentLabel(payment: RestaurantReceipt['payments'][number]): string {
  const details = [
    payment.card_type === 'debito' ? 'débito' : payment.card_type === 'credito' ? 'crédito' : null,
    payment.franchise?.toUpperCase(),
    payment.last_four ? `terminada en ${payment.last_four}` : null,
    payment.approval_code ? `aprobación ${payment.approval_code}` : null,
    payment.bank,
    payment.reference ? `ref. ${payment.reference}` : null,
    payment.received !== null ? `recibido ${formatCop(payment.received)}` : null,
  ].filter(Boolean);
  return details.length > 0 ? `${methodNames[payment.method]} (${details.join(', ')})` : methodNames[payment.method];
}

const documentNames = {
  documento_pos: 'Documento equivalente electrónico P.O.S.',
  factura: 'Factura electrónica de venta',
  nota_ajuste: 'Nota de ajuste',
};

/** The sale's DIAN document: issued, its number, legend, CUDE and where DIAN shows it (the files go attached); else why not yet. */
function documentRows(document: SaleDocument): Row[] {
  const name = `${documentNames[document.kind ?? 'documento_pos']}${document.number ? ` ${document.number}` : ''}`;
  switch (document.status) {
    case 'emitido':
      return [
        { label: name },
        ...(document.resolution_legend ? [{ label: document.resolution_legend }] : []),
        { label: `CUDE: ${document.cude}` },
        ...(document.qr ? [{ label: `Consúltalo en la DIAN: ${document.qr}` }] : []),
        { label: 'Adjuntamos su XML (AttachedDocument) y su PDF.' },
      ];
    case 'pendiente':
      return [{ label: name }, { label: restaurantSaleDocumentMessages.documentPending }];
    case 'rechazado':
      return [{ label: name }, { label: restaurantSaleDocumentMessages.documentRejected }];
    // 'no_aplica', and a receipt queued before documents were shown (no status): nothing to say.
    default:
      return [];
  }
}

function sections(receipt: RestaurantReceipt): Section[] {
  const place = receipt.takeaway ? 'Para llevar' : `Mesa ${receipt.table_number}`;
  const header: Row[] = [
    { label: `${place} · Te atendió ${receipt.waiter.name}` },
    { label: when.format(new Date(receipt.paid_at)) },
    ...(receipt.part ? [{ label: `Parte ${receipt.part.number} de ${receipt.part.of}: ${formatCop(receipt.part.amount)}` }] : []),
  ];
  const lines = receipt.lines.map((line) => ({
    label: `${line.quantity} × ${line.name}${line.courtesy ? ' (cortesía)' : ''}${line.discount ? ` (descuento ${formatCop(line.discount)})` : ''}`,
    amount: formatCop(line.line_total),
  }));
  const totals: Row[] = [
    { label: 'Subtotal (base del INC)', amount: formatCop(receipt.subtotal) },
    ...(receipt.inc_responsible
      ? [{ label: `INC ${receipt.inc_percent} % (incluido en los precios)`, amount: formatCop(receipt.inc) }]
      : []),
    ...(receipt.discount ? [{ label: 'Descuentos aplicados', amount: formatCop(receipt.discount) }] : []),
    { label: 'Total consumo', amount: formatCop(receipt.total), strong: true },
    ...(receipt.part ? [{ label: `Tu parte (${receipt.part.number} de ${receipt.part.of})`, amount: formatCop(receipt.part.amount) }] : []),
    { label: 'Propina voluntaria', amount: formatCop(receipt.tip) },
    { label: 'Total pagado', amount: formatCop(receipt.amount_paid), strong: true },
  ];
  const payments: Row[] = [
    ...receipt.payments.map((payment) => ({ label: paymentLabel(payment), amount: formatCop(payment.amount) })),
    ...(receipt.change ? [{ label: 'Cambio', amount: formatCop(receipt.change) }] : []),
  ];
  return [
    { rows: header },
    { heading: 'Consumo', rows: lines },
    { rows: totals },
    { heading: 'Pagos', rows: payments },
    {
      rows: [
        ...documentRows(receipt.electronic_document),
        { label: 'La propina es voluntaria y es del personal que te atendió (Ley 1935 de 2018).' },
      ],
    },
  ];
}

function business(receipt: RestaurantReceipt): string[] {
  const { name, nit, address } = receipt.business;
  return [name ?? 'Restaurante', ...(nit ? [`NIT ${nit}`] : []), ...(address ? [address] : [])];
}

export function renderReceiptMail(receipt: RestaurantReceipt): { subject: string; text: string; html: string } {
  const title = business(receipt);
  const subject = `Tu recibo de pago de ${title[0]}`;
  const parts = sections(receipt);
  const text = [
    title.join('\n'),
    'Recibo de pago',
    ...parts.map((section) =>
      [section.heading, ...section.rows.map((row) => (row.amount ? `${row.label}: ${row.amount}` : row.label))].filter(Boolean).join('\n'),
    ),
    'Gracias por tu visita.',
  ].join('\n\n');
  const cell = 'padding:4px 0;vertical-align:top';
  const html =
    `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    '<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#1f2933">' +
    '<div style="max-width:520px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px">' +
    `<h1 style="margin:0;font-size:20px">${escapeHtml(title[0]!)}</h1>` +
    title
      .slice(1)
      .map((line) => `<p style="margin:2px 0;color:#52606d">${escapeHtml(line)}</p>`)
      .join('') +
    '<h2 style="margin:20px 0 8px;font-size:17px">Recibo de pago</h2>' +
    parts
      .map(
        (section) =>
          (section.heading ? `<h3 style="margin:16px 0 4px;font-size:15px">${escapeHtml(section.heading)}</h3>` : '') +
          '<table style="width:100%;border-collapse:collapse;margin:0 0 8px">' +
          section.rows
            .map((row) => {
              const weight = row.strong ? 'font-weight:bold;' : '';
              const amount = row.amount
                ? `<td style="${cell};${weight}text-align:right;white-space:nowrap">${escapeHtml(row.amount)}</td>`
                : '';
              return `<tr><td style="${cell};${weight}"${row.amount ? '' : ' colspan="2"'}>${escapeHtml(row.label)}</td>${amount}</tr>`;
            })
            .join('') +
          '</table>',
      )
      .join('') +
    '<p style="margin:16px 0 0">Gracias por tu visita.</p></div></body></html>';
  return { subject, text, html };
}
