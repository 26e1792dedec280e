import { fixInProfile } from './invoiced-buyer.js';

/**
 * Why a document was not accepted, in plain Spanish, and who can fix it: the buyer (their invoicing profile) or the
 * issuer (its configuration, numbering, CUFE, amounts). DIAN's rule codes follow its technical annex: FA… rules of an
 * invoice, CA… and DA… the same rules on a credit or debit note; the letter groups name the part at fault (FAB the
 * numbering, FAD the document's own data such as its CUFE, FAJ the issuer, FAK the buyer, FAS/FAU/FAX taxes and totals).
 */
export type FixedBy = 'buyer' | 'issuer';

export interface RejectionReason {
  /** DIAN's rule code ("FAD06"), null for our own checks and APIDIAN's refusals. */
  rule: string | null;
  explanation: string;
  fixedBy: FixedBy;
  /** DIAN's "Notificación": said alongside, it does not stop the document. */
  notice: boolean;
}

const issuer = (explanation: string) => ({ explanation, fixedBy: 'issuer' as const });
const buyer = (explanation: string) => ({ explanation, fixedBy: 'buyer' as const });

/** Rules met by the platform's documents, keyed by their invoice code (a note's CA…/DA… twin reads the same). */
const rules: Record<string, { explanation: string; fixedBy: FixedBy }> = {
  FAD06: issuer(
    'El código único del documento (CUFE o CUDE) no coincide con el que calcula la DIAN: la clave técnica, el PIN del software ' +
      'o el ambiente configurados no son los de la numeración.',
  ),
  FAB05b: issuer('La resolución de numeración enviada no es una que la DIAN haya autorizado a este emisor.'),
  FAB07b: issuer('La fecha del documento es anterior al inicio de la vigencia de la resolución de numeración.'),
  FAB08b: issuer('La resolución de numeración ya estaba vencida en la fecha del documento.'),
  FAB10b: issuer('El prefijo del documento no es el de la resolución de numeración.'),
  FAB11b: issuer('El número del documento está fuera del rango que autoriza la resolución de numeración.'),
  FAK24: buyer('El dígito de verificación (DV) no corresponde al NIT del comprador.'),
  '90': issuer('La DIAN ya había aceptado un documento con este número.'),
};

/** When a rule has no entry of its own, its group says what it is about. */
const groups: [prefix: string, reason: { explanation: string; fixedBy: FixedBy }][] = [
  ['FAB', issuer('La numeración del documento no corresponde a la resolución autorizada por la DIAN.')],
  ['FAJ', issuer('Los datos del emisor (razón social o NIT) no coinciden con los registrados en su RUT.')],
  ['FAK', buyer('Los datos del comprador (documento, nombre o dirección) no son válidos para la DIAN.')],
  ['FAS', issuer('Los impuestos del documento no cuadran según la DIAN.')],
  ['FAU', issuer('Los totales del documento no cuadran según la DIAN.')],
  ['FAX', issuer('Los impuestos de una línea del documento no cuadran según la DIAN.')],
  ['CBG', issuer('La factura que la nota menciona no coincide con la registrada en la DIAN.')],
  ['ZE', issuer('La firma digital del documento no es válida: revisa el certificado del emisor.')],
];

/** Our own checks' texts about the buyer: their document, name or e-mail, or APIDIAN's refusal of a `customer.` field. */
const buyerTexts = /del cliente|customer\./i;

/** One message as stored ("Regla: FAD06, Rechazo: …", or our own text) → its reason. */
export function rejectionReason(message: string): RejectionReason {
  const match = /^Regla:\s*([\w.]+),\s*(Rechazo|Notificaci[oó]n)/i.exec(message.trim());
  if (!match) {
    const fixedBy = message.includes(fixInProfile) || buyerTexts.test(message) ? 'buyer' : 'issuer';
    return { rule: null, explanation: message.replace(fixInProfile, '').trim(), fixedBy, notice: false };
  }
  const rule = match[1]!;
  const notice = match[2]!.toLowerCase() !== 'rechazo';
  // A note's rules are the invoice's with its own letters: CAD06 and DAD06 are FAD06.
  const asInvoice = /^[CD]A/.test(rule) ? `FA${rule.slice(2)}` : rule;
  const known = rules[asInvoice] ?? groups.find(([prefix]) => asInvoice.startsWith(prefix))?.[1];
  return { rule, notice, ...(known ?? issuer(`La DIAN rechazó el documento por su regla ${rule}.`)) };
}

/** What a customer reads instead of an issuer's problem: nothing for them to do. */
export const issuerSideText =
  'La factura no se pudo emitir por un ajuste que le corresponde a la plataforma, no a ti: no tienes que hacer nada, ' +
  'la emitiremos de nuevo cuando quede corregido.';

/**
 * What the buyer is told about their document's problems: each one they can fix (their profile data) explained with
 * where to fix it (a toast has no button to the profile), the
 * issuer's summed up in one line without any rule text, and whether their profile is where to fix it. DIAN's notices
 * did not stop the document, so they say nothing to the buyer.
 */
export function buyerView(messages: string[]): { texts: string[]; fixInProfile: boolean } {
  const reasons = messages.map(rejectionReason).filter((reason) => !reason.notice);
  const theirs = reasons.filter((reason) => reason.fixedBy === 'buyer').map((reason) => `${reason.explanation} ${fixInProfile}`);
  const texts = [...new Set(theirs), ...(reasons.some((reason) => reason.fixedBy === 'issuer') ? [issuerSideText] : [])];
  return { texts, fixInProfile: theirs.length > 0 };
}
