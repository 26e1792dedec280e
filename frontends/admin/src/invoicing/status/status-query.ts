import type { StatusMode } from '../apidian-api.js';
import type { JsonObject } from '../json-text.js';

/** The three presets of spec 3 §2.1, named as APIDIAN's Postman steps (reference §5.1). */
export const statusPresets: { label: string; options: JsonObject }[] = [
  { label: 'Paso 1 - GetStatus-zip Factura', options: { sendmail: false, sendmailtome: false, is_payroll: false, is_eqdoc: true } },
  { label: 'Paso 2 - GetStatus-Document Factura', options: { sendmail: false, sendmailtome: false, is_payroll: false, is_eqdoc: false } },
  { label: 'Paso 2 - GetStatus-Document Events CUFE', options: {} },
];

/** Spec 3 §4 "Status query mode": is_eqdoc true asks for the zip, an empty object for the events, else the document. */
export function statusModeOf(options: JsonObject): StatusMode {
  if (Object.keys(options).length === 0) return 'events-document';
  return options.is_eqdoc === true ? 'zip' : 'document';
}
