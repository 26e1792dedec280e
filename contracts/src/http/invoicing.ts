import { z } from 'zod';

/**
 * Texts of the customer's electronic-invoicing profile. The first ones are the specs' wording (spec 1 §8,
 * spec 2 §2.2 and §8); the rest are ours, for input the server refuses.
 */
export const invoicingMessages = {
  codesLoadFailed: 'No se pudieron cargar los catálogos',
  checkFailed: 'No se pudo verificar el perfil FE',
  profileLoadFailed: 'No se pudo obtener el perfil FE',
  profileSaveFailed: 'No se pudo guardar el perfil FE',
  saveFailed: 'No se pudo guardar',
  /** The re-check after a save found fields still empty; the modal keeps it to itself (spec 1 §8: swallowed). */
  missingData: 'Faltan datos FE',
  profileSaved: 'Perfil de Facturación Electrónica actualizado',
  profileSaveFailedToast: 'No se pudo guardar FE',

  personTypeInvalid: 'Tipo de persona inválido: usa NATURAL o JURIDICA',
  documentTypeInvalid: 'Tipo de documento inválido',
  regimeInvalid: 'Régimen inválido',
  municipalityInvalid: 'Municipio inválido',
  documentTypeUnknown: 'El tipo de documento no está en la lista de la DIAN',
  regimeUnknown: 'El régimen no está en la lista de la DIAN',
  municipalityUnknown: 'El municipio no está en la lista de la DIAN',
  addressInvalid: 'Dirección inválida',
  addressTooLong: 'La dirección admite máximo 200 caracteres',
  addressControlCharacters: 'La dirección contiene caracteres no permitidos',
  documentNumberInvalid: 'Número de documento inválido',
  documentNumberTooLong: 'El número de documento admite máximo 20 caracteres',
  businessNameInvalid: 'Razón social inválida',
  businessNameTooLong: 'La razón social admite máximo 200 caracteres',
  countryInvalid: 'País inválido',
  countryUnknown: 'El país no está en la lista de la DIAN',
  cityInvalid: 'Ciudad inválida',
  cityTooLong: 'La ciudad admite máximo 100 caracteres',
  stateInvalid: 'Estado o región inválido',
  stateTooLong: 'El estado o región admite máximo 100 caracteres',
  /** A municipality is a Colombian (DANE) code: an address abroad names its city instead. */
  municipalityAbroad: 'El municipio es de Colombia: para una dirección en el exterior deja el municipio vacío y escribe la ciudad.',

  /** The platform's invoice for a payment (GET /invoices/by-payment/{id} and its PDF). */
  invoiceNotFound: 'Factura no encontrada',
  invoicePdfUnavailable: 'No fue posible obtener el PDF de la factura',
} as const;

export const personTypes = ['NATURAL', 'JURIDICA'] as const;
export type PersonType = (typeof personTypes)[number];

/** The profile's fields, in the order GET /{ns}/fe/check lists the missing ones. */
export const invoicingProfileFields = [
  'person_type',
  'type_document_identification_id',
  'type_regime_id',
  'municipality_id',
  'address',
] as const;
export type InvoicingProfileField = (typeof invoicingProfileFields)[number];

// Control characters (NUL above all, which PostgreSQL refuses in text) have no place in a postal address.
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const maxAddressLength = 200;
export const maxBusinessNameLength = 200;
export const maxDocumentNumberLength = 20;
export const maxCityLength = 100;

/** APIDIAN's id of Colombia in its countries list: a profile without a country lives here. */
export const colombiaCountryId = 46;
/** DIAN's "consumidor final": a buyer who gives no document (a cédula-type number of twelve 2s). */
export const finalConsumerId = '222222222222';

/** Free text of the profile: trimmed, without control characters, empty is null. */
const profileText = (max: number, messages: { invalid: string; tooLong: string }) =>
  z
    .string(messages.invalid)
    .trim()
    .max(max, messages.tooLong)
    .refine((value) => !controlCharacters.test(value), messages.invalid)
    .nullish()
    .transform((value) => (value ? value : null));

/** A row of a DIAN code list: APIDIAN's id (what payloads send), DIAN's code and the name shown. */
export const codeListItem = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type CodeListItem = z.infer<typeof codeListItem>;
/** A municipality names its department: many share a name (there are several Santa Bárbara and San Luis). */
export const municipalityItem = codeListItem.extend({ department: z.string().optional() });
export type MunicipalityItem = z.infer<typeof municipalityItem>;

/** GET /{ns}/codes (spec 1 §7): the three lists the profile modal offers. */
export const invoicingCodesResponse = z.object({
  success: z.literal(true),
  data: z.object({
    type_document_identifications: z.array(codeListItem),
    type_regimes: z.array(codeListItem),
    municipalities: z.array(municipalityItem),
    /** For a buyer who lives abroad (id, ISO 3166-1 alpha-2 code, Spanish name). */
    countries: z.array(codeListItem),
  }),
});
export type InvoicingCodes = z.infer<typeof invoicingCodesResponse>['data'];

/** A code list id: a positive integer that fits PostgreSQL's integer (a bigger one is just unknown). Empty is null. */
const codeId = (message: string) =>
  z
    .number(message)
    .int(message)
    .positive(message)
    .max(2_147_483_647, message)
    .nullish()
    .transform((value) => value ?? null);

/**
 * PUT /{ns}/fe/profile (spec 3 §3). It replaces the whole profile; a field left out or null is stored empty,
 * since the modal has no required-field checks and the readiness check says what is still missing (spec 1 §5).
 * A blank address is an empty one.
 */
export const updateInvoicingProfileRequest = z.object({
  person_type: z
    .enum(personTypes, invoicingMessages.personTypeInvalid)
    .nullish()
    .transform((value) => value ?? null),
  type_document_identification_id: codeId(invoicingMessages.documentTypeInvalid),
  type_regime_id: codeId(invoicingMessages.regimeInvalid),
  municipality_id: codeId(invoicingMessages.municipalityInvalid),
  address: z
    .string(invoicingMessages.addressInvalid)
    .trim()
    .max(maxAddressLength, invoicingMessages.addressTooLong)
    .refine((value) => !controlCharacters.test(value), invoicingMessages.addressControlCharacters)
    .nullish()
    .transform((value) => (value ? value : null)),
  /**
   * The document the invoice names (a NIT with its check digit after a hyphen). Optional: without it the invoice takes
   * the account's legal id. invoicing checks it against the document type (its own rule, in Spanish).
   */
  identification_number: profileText(maxDocumentNumberLength, {
    invalid: invoicingMessages.documentNumberInvalid,
    tooLong: invoicingMessages.documentNumberTooLong,
  }),
  /** A company's business name (Razón social), the name its invoices carry; required of a JURIDICA buyer to pay. */
  business_name: profileText(maxBusinessNameLength, {
    invalid: invoicingMessages.businessNameInvalid,
    tooLong: invoicingMessages.businessNameTooLong,
  }),
  /** Where the buyer lives; empty is Colombia. Abroad, the city and region are written, not picked from DANE's list. */
  country_id: codeId(invoicingMessages.countryInvalid),
  city_name: profileText(maxCityLength, { invalid: invoicingMessages.cityInvalid, tooLong: invoicingMessages.cityTooLong }),
  state_name: profileText(maxCityLength, { invalid: invoicingMessages.stateInvalid, tooLong: invoicingMessages.stateTooLong }),
});
export type UpdateInvoicingProfileRequest = z.infer<typeof updateInvoicingProfileRequest>;

export const invoicingProfile = z.object({
  person_type: z.enum(personTypes).nullable(),
  type_document_identification_id: z.number().int().nullable(),
  type_regime_id: z.number().int().nullable(),
  municipality_id: z.number().int().nullable(),
  address: z.string().nullable(),
  identification_number: z.string().nullable(),
  business_name: z.string().nullable(),
  country_id: z.number().int().nullable(),
  city_name: z.string().nullable(),
  state_name: z.string().nullable(),
  /** ISO 8601 */
  updated_at: z.string(),
});
export type InvoicingProfile = z.infer<typeof invoicingProfile>;

/** GET /{ns}/fe/profile: null until the buyer first saves one. */
export const invoicingProfileResponse = z.object({ success: z.literal(true), profile: invoicingProfile.nullable() });

/** PUT /{ns}/fe/profile */
export const updateInvoicingProfileResponse = z.object({ success: z.literal(true), message: z.string(), profile: invoicingProfile });

/**
 * GET /{ns}/fe/check: whether a purchase may go ahead (spec 1 §5). `missing` holds field names (see
 * invoicingProfileFields); read as plain strings so a newer service may add a requirement without breaking readers.
 */
export const invoicingCheckResponse = z.object({ success: z.literal(true), ready: z.boolean(), missing: z.array(z.string()) });
export type InvoicingCheck = z.infer<typeof invoicingCheckResponse>;

/** The fields /fe/check may name as missing, as a person reads them (the profile dialog's labels). */
export const invoicingFieldNames: Readonly<Record<string, string>> = {
  person_type: 'Tipo de persona',
  type_document_identification_id: 'Tipo de documento',
  type_regime_id: 'Régimen',
  municipality_id: 'Municipio',
  address: 'Dirección',
  identification_number: 'Número de documento',
  business_name: 'Razón social',
  city_name: 'Ciudad',
};

/** The missing fields of a check, named for a person: 'Municipio, Dirección'. */
export const missingFieldNames = (missing: readonly string[]) => missing.map((field) => invoicingFieldNames[field] ?? field).join(', ');

/**
 * GET|PUT /auth/users/{id}/fe/profile: an administrator reads or completes a member's profile, so 'Tomar pago' can
 * record their payment (spec 2 §2.6); the same answers as the member's own calls.
 */
export const adminInvoicingProfileParams = z.object({ id: z.uuid('Usuario no encontrado') });
