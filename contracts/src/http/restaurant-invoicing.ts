import { z } from 'zod';

/**
 * Issue 35 item 1: a restaurant as an issuer of equivalent documents. The restaurant service authorizes its
 * administrator and calls invoicing's internal routes with the gateway's secret:
 * GET /internal/restaurants/{restaurantId}/facturacion and POST …/facturacion/solicitud.
 */

/** No request yet; requested, waiting for the vendor; linked and in DIAN's tests; enabled (production). */
export const restaurantInvoicingStatuses = ['sin_solicitud', 'solicitado', 'en_pruebas', 'habilitado'] as const;
export type RestaurantInvoicingStatus = (typeof restaurantInvoicingStatuses)[number];

export const restaurantInvoicingStepKeys = [
  'solicitud',
  'empresa',
  'software',
  'certificado',
  'resolucion',
  'set_pruebas',
  'produccion',
  'resolucion_produccion',
] as const;
export type RestaurantInvoicingStepKey = (typeof restaurantInvoicingStepKeys)[number];

export const restaurantInvoicingStep = z.object({
  key: z.enum(restaurantInvoicingStepKeys),
  /** In Spanish, as the owner reads it. */
  label: z.string(),
  done: z.boolean(),
  /** What is missing or who does it, in Spanish; null once done. */
  detail: z.string().nullable(),
});
export type RestaurantInvoicingStep = z.infer<typeof restaurantInvoicingStep>;

export const restaurantInvoicingState = z.object({
  status: z.enum(restaurantInvoicingStatuses),
  steps: z.array(restaurantInvoicingStep),
  /** What is still missing before sales are documented, in Spanish. */
  missing: z.array(z.string()),
  /** The type-15 (POS) numbering: `next` is the next number to use; `low` once fewer than 10 % remain. */
  range: z
    .object({
      prefix: z.string(),
      from: z.number().int(),
      to: z.number().int(),
      next: z.number().int(),
      remaining: z.number().int(),
      low: z.boolean(),
      /** Its last valid day (YYYY-MM-DD), when known. */
      valid_to: z.string().nullable(),
    })
    .nullable(),
  /** The signing certificate: its last day and whether it ends within 30 days. */
  certificate: z.object({ expires_at: z.string(), days_left: z.number().int(), expiring: z.boolean() }).nullable(),
  issuer_id: z.number().int().nullable(),
});
export type RestaurantInvoicingState = z.infer<typeof restaurantInvoicingState>;

export const restaurantInvoicingResponse = z.object({ success: z.literal(true), data: restaurantInvoicingState });
export type RestaurantInvoicingResponse = z.infer<typeof restaurantInvoicingResponse>;

export const restaurantInvoicingMessages = {
  nitInvalid: 'NIT inválido: solo dígitos, sin puntos ni dígito de verificación',
  dvInvalid: 'El dígito de verificación no corresponde al NIT',
  businessNameRequired: 'La razón social es requerida',
  addressRequired: 'La dirección es requerida',
  phoneInvalid: 'Teléfono inválido: de 7 a 10 dígitos',
  emailInvalid: 'Correo electrónico inválido',
  ownerEmailInvalid: 'Correo del propietario inválido',
  codeInvalid: 'Elija un valor de la lista',
  incRequired: 'Indique si el restaurante es responsable del impuesto nacional al consumo',
  municipalityUnknown: 'El municipio no existe',
  codeUnknown: 'Tipo de organización, régimen o responsabilidad inexistente',
  alreadyLinked: 'El restaurante ya es facturador electrónico: su empresa no se solicita de nuevo.',
  restaurantIdInvalid: 'Restaurante inválido',
  requestNotFound: 'No hay solicitud de ese restaurante',
  issuerNotFound: 'Facturador no encontrado',
  restaurantLinked: 'Restaurante vinculado al facturador',
  restaurantUnlinked: 'Restaurante desvinculado',
  noRestaurantLinked: 'Este facturador no tiene restaurante vinculado',
  internalOnly: 'Solo para los servicios de la plataforma',
  issuerOfAnotherRestaurant: 'Ese facturador ya está vinculado a otro restaurante',
  eqdocsSoftwareFieldsRequired: 'Completa el ID del software de documentos equivalentes y su PIN',
} as const;
const texts = restaurantInvoicingMessages;

const digits = (min: number, max: number, message: string) =>
  z
    .string(message)
    .trim()
    .regex(new RegExp(`^\\d{${min},${max}}$`), message);
const code = z.number(texts.codeInvalid).int(texts.codeInvalid).positive(texts.codeInvalid);

/** The restaurant's company as the owner types it; the DV is checked against the NIT. */
export const restaurantIssuerRequest = z.object({
  restaurant_name: z.string().trim().min(1).max(200).optional(),
  nit: digits(5, 15, texts.nitInvalid),
  dv: digits(1, 1, texts.dvInvalid),
  business_name: z.string(texts.businessNameRequired).trim().min(1, texts.businessNameRequired).max(200),
  type_organization_id: code,
  type_regime_id: code,
  type_liability_id: code,
  inc_responsible: z.boolean(texts.incRequired),
  municipality_id: code,
  address: z.string(texts.addressRequired).trim().min(1, texts.addressRequired).max(200),
  phone: digits(7, 10, texts.phoneInvalid),
  email: z.string(texts.emailInvalid).trim().pipe(z.email(texts.emailInvalid)),
  owner_email: z.string(texts.ownerEmailInvalid).trim().pipe(z.email(texts.ownerEmailInvalid)),
});
export type RestaurantIssuerRequest = z.infer<typeof restaurantIssuerRequest>;

export const restaurantIdParams = z.object({ restaurantId: z.uuid(texts.restaurantIdInvalid) });

/** The vendor's admin: an owner's request as listed, with the issuer it became once linked. */
export const restaurantIssuerRequestItem = restaurantIssuerRequest.extend({
  restaurant_id: z.string(),
  restaurant_name: z.string().nullable(),
  requested_at: z.string(),
  handled_at: z.string().nullable(),
  issuer_id: z.number().int().nullable(),
});
export type RestaurantIssuerRequestItem = z.infer<typeof restaurantIssuerRequestItem>;

/** GET /api/facturacion/solicitudes-restaurantes: the pending ones first. */
export const restaurantIssuerRequestsResponse = z.object({ success: z.literal(true), data: z.array(restaurantIssuerRequestItem) });

/** PUT /api/facturacion/facturadores/{id}/restaurante: link an issuer to a restaurant (from a request, or by hand). */
export const linkRestaurantRequest = z.object({
  restaurant_id: z.uuid(texts.restaurantIdInvalid),
  restaurant_name: z.string().trim().min(1).max(200).nullable().optional(),
  owner_email: z.string(texts.ownerEmailInvalid).trim().pipe(z.email(texts.ownerEmailInvalid)),
  inc_responsible: z.boolean(texts.incRequired),
});
export type LinkRestaurantRequest = z.infer<typeof linkRestaurantRequest>;

/** The restaurant an issuer documents the sales of, as the issuer list shows it. */
export const issuerRestaurant = z.object({
  restaurant_id: z.string(),
  restaurant_name: z.string().nullable(),
  owner_email: z.string(),
  inc_responsible: z.boolean(),
});
export type IssuerRestaurant = z.infer<typeof issuerRestaurant>;
export const linkRestaurantResponse = z.object({ success: z.literal(true), message: z.string(), data: issuerRestaurant });
export const unlinkRestaurantResponse = z.object({ success: z.literal(true), message: z.string() });

/** PUT config/softwareeqdocs: the software for equivalent documents, its id and 5-digit PIN from DIAN's portal. */
const { eqdocsSoftwareFieldsRequired } = texts;
export const eqdocsSoftwareRequest = z.looseObject({
  ideqdocs: z.string(eqdocsSoftwareFieldsRequired).trim().min(1, eqdocsSoftwareFieldsRequired),
  pineqdocs: z.union([z.string().trim().regex(/^\d+$/), z.number().int().nonnegative()], eqdocsSoftwareFieldsRequired),
});
