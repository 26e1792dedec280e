import { finalConsumerId } from '@mb/contracts';
import { dianCheckDigit } from './invoice-builder.js';

/** DIAN's codes (type_document_identifications.code) of the documents checked beyond the general form. */
export const documentCodes = { cedula: '13', nit: '31' } as const;

/** Spanish texts of the buyer's document rule; each says what to write instead. */
export const buyerDocumentMessages = {
  nitFormat: 'Escribe el NIT con su dígito de verificación después de un guion, por ejemplo 900123456-8.',
  nitCheckDigit: (nit: string, dv: string) =>
    `El dígito de verificación ${dv} no corresponde al NIT ${nit}: revisa el NIT y su dígito de verificación en el RUT.`,
  cedulaFormat: 'La cédula de ciudadanía lleva solo números, entre 3 y 10 dígitos, sin empezar en 0.',
  generalFormat: 'El número de documento admite solo letras y números, máximo 15.',
} as const;

/** The number as people type it ("900.123.456 - 8", "1 020 304 050") without dots and spaces. */
export const normalizeDocument = (number: string) => number.replace(/[.\s]/g, '');

/** Whether the document is DIAN's consumidor final (222222222222): a buyer who gives no identification. */
export const isFinalConsumer = (number: string | null | undefined) => number != null && normalizeDocument(number) === finalConsumerId;

/**
 * What is wrong with a buyer's document number for its DIAN document type (by code), or null when DIAN will take it.
 * A NIT carries its check digit after a hyphen and must pass DIAN's modulo-11 check (reference §6.3); a cédula is
 * 3 to 10 digits; any other document letters and digits, at most 15 (DIAN's limit for the buyer's id). The consumidor
 * final's 222222222222 passes with any type but the NIT (it is no NIT and has no check digit).
 */
export function buyerDocumentProblem(documentCode: string | null, number: string): string | null {
  const value = normalizeDocument(number);
  if (documentCode === documentCodes.nit) {
    const match = /^(\d{5,15})-(\d)$/.exec(value);
    if (!match) return buyerDocumentMessages.nitFormat;
    const [, nit, dv] = match as unknown as [string, string, string];
    return dianCheckDigit(nit) === dv ? null : buyerDocumentMessages.nitCheckDigit(nit, dv);
  }
  // DIAN's consumidor final goes as a cédula-type number of twelve 2s (APIDIAN's default document type, 13).
  if (isFinalConsumer(value)) return null;
  if (documentCode === documentCodes.cedula) return /^[1-9]\d{2,9}$/.test(value) ? null : buyerDocumentMessages.cedulaFormat;
  return /^[A-Za-z0-9]{1,15}$/.test(value) ? null : buyerDocumentMessages.generalFormat;
}
