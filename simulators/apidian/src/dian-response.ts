// DIAN's SOAP answers as APIDIAN hands them over (reference §1.1): XML turned into objects, where
// text-only elements are strings, empty ones `{}`, nil ones `{_attributes:{nil:"true"}}`, and a
// repeated element is an array while a single one is not.

export const nil = { _attributes: { nil: 'true' } } as const;
export type Nil = typeof nil;
export type Empty = Record<string, never>;

/** Rule 5: one child stays a scalar, several become an array, none leaves the element empty. */
export function repeated<T>(name: string, items: T[]): Record<string, T | T[]> | Empty {
  if (items.length === 0) return {};
  return { [name]: items.length === 1 ? items[0]! : items };
}

/** The Envelope of a `<operation>Response`, with WS-Addressing's Action and the security timestamp in the Header. */
export function envelope(operation: string, result: unknown, now = new Date()) {
  const expires = new Date(now.getTime() + 5 * 60_000);
  return {
    Envelope: {
      Header: {
        Action: { _attributes: { mustUnderstand: '1' }, _value: `http://wcf.dian.colombia/IWcfDianCustomerServices/${operation}Response` },
        Security: {
          _attributes: { mustUnderstand: '1' },
          Timestamp: { _attributes: { Id: '_0' }, Created: now.toISOString(), Expires: expires.toISOString() },
        },
      },
      Body: { [`${operation}Response`]: { [`${operation}Result`]: result } },
    },
  };
}

export interface DianResponse {
  ErrorMessage: { string: string | string[] } | Empty | Nil;
  IsValid: 'true' | 'false';
  StatusCode: string | Empty;
  StatusDescription: string;
  StatusMessage: string | Nil;
  XmlBase64Bytes: string | Nil;
  XmlBytes: Nil;
  XmlDocumentKey: string | Nil;
  XmlFileName: string | Nil;
}

/** The fields in DianResponse.cs order, with the §1.1 forms for what is missing. */
export function dianResponse(fields: {
  errors?: string[];
  isValid: boolean;
  statusCode: string;
  statusDescription: string;
  statusMessage?: string;
  xmlBase64?: string;
  documentKey?: string;
  fileName?: string;
}): DianResponse {
  return {
    ErrorMessage: repeated('string', fields.errors ?? []) as DianResponse['ErrorMessage'],
    IsValid: fields.isValid ? 'true' : 'false',
    StatusCode: fields.statusCode === '' ? {} : fields.statusCode,
    StatusDescription: fields.statusDescription,
    StatusMessage: fields.statusMessage ?? nil,
    XmlBase64Bytes: fields.xmlBase64 ?? nil,
    XmlBytes: nil,
    XmlDocumentKey: fields.documentKey ?? nil,
    XmlFileName: fields.fileName ?? nil,
  };
}

export const statusTexts = {
  accepted: 'Procesado Correctamente.',
  rejectedDescription: 'Validación contiene errores en campos mandatorios.',
  rejectedMessage: 'Documento con errores en campos mandatorios.',
  batchInProcess: 'Batch en proceso de validación.',
  inProcess: 'En Proceso',
  unknownTrackId: 'TrackId no existe en los registros de la DIAN.',
} as const;

/** What status/document and status/zip say for a trackId DIAN has never seen. */
export function unknownTrackId(): DianResponse {
  return dianResponse({ isValid: false, statusCode: '66', statusDescription: statusTexts.unknownTrackId });
}
