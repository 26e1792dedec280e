import { z } from 'zod';
import { issuerRestaurant } from './restaurant-invoicing.js';

/** Spec 3 §5 and §8: every text of the issuer administration and the template panel, verbatim. */
export const invoicingAdminMessages = {
  // Issuer list and setup tabs
  issuersLoadFailed: 'Error cargando facturadores',
  parametricLoadFailed: 'Error cargando datos paramétricos',
  issuerLoadFailed: 'Error obteniendo facturador',
  deleteFailed: 'Error eliminando',
  softwareFailed: 'Error configurando software',
  certificateFailed: 'Error configurando certificado',
  resolutionFailed: 'Error configurando resolución',
  fileReadFailed: 'Error leyendo el archivo',
  issuerDeleted: 'Facturador eliminado',
  softwareSaved: 'Software creado/actualizado con éxito',
  certificateSaved: 'Certificado configurado correctamente',
  resolutionSaved: 'Resolución creada/actualizada con éxito',
  issuerCreated: 'Facturador creado exitosamente',
  issuerUpdated: 'Facturador actualizado',
  issuerNitExists: 'Ya existe un facturador con el NIT {nit}: edítelo desde la lista en lugar de crearlo de nuevo.',
  platformIssuerProtected: 'El NIT {nit} es el de la plataforma: su facturador no se crea, modifica ni elimina desde esta pantalla.',
  statusQueried: 'Consulta realizada',
  environmentUpdated: 'Ambiente actualizado',
  rangesObtained: 'Rangos obtenidos',
  deleteConfirm: 'Esta acción eliminará usuario y compañía',
  // Test set
  testSendNeedsIssuer: 'Seleccione facturador y asegúrese del token',
  testSendNeedsTestSetId: 'Ingresa el TEST_SET_ID',
  invalidJson: 'JSON inválido',
  testSendFailed: 'Error enviando factura de prueba',
  templateLoaded: 'Plantilla cargada: {name}',
  zipKeyGenerated: 'ZipKey generado',
  cufeGenerated: 'CUFE generado',
  // Status
  statusNeedsKey: 'Ingresa el ZipKey o CUFE',
  statusNeedsToken: 'Selecciona facturador para obtener su token',
  statusInvalidOptions: 'JSON de opciones inválido',
  statusFailed: 'Error consultando estado',
  statusZipOrDocumentFailed: 'Error consultando estado (zip/document)',
  statusEventsFailed: 'Error consultando eventos del documento',
  // Environment
  environmentFailed: 'Error cambiando ambiente',
  rangesFailed: 'Error obteniendo rangos',
  rangesQueryFailed: 'Error consultando rangos de numeración',
  environmentNeedsIssuer: 'Seleccione un facturador y verifique el token',
  rangesNeedSoftwareId: 'Ingrese el Software ID',
  // Issuer service
  issuerCreateFailed: 'Error creando facturador',
  issuerDeleteFailed: 'Error eliminando facturador',
  updateFailed: 'Error actualizando',
  nitAndDvRequired: 'NIT y DV son requeridos',
  connectionFailed: 'Error de conexión',
  // Software and certificate forms
  softwareFieldsRequired: 'Completa ID del Software, PIN y Token',
  certificateFieldsRequired: 'Completa Token, contraseña y sube el archivo',
  issuerWithoutToken: 'Este facturador aún no tiene token',
  // Template panel
  templateSaveFailed: 'No se pudo guardar',
  templateUnnamed: 'Sin nombre',
  templateExists: 'Ya existe la plantilla «{label}» con la clave {key}: confirme para reemplazarla.',
  // Ours: server-side refusals
  adminOnly: 'Solo un administrador puede usar la facturación electrónica',
  issuerNotFound: 'Facturador no encontrado',
  templateNotFound: 'Plantilla no encontrada',
  apidianUnavailable: 'El servicio de facturación electrónica no está disponible. Intenta más tarde.',
  unknownIssuerToken: 'El token no corresponde a ningún facturador',
  nitCannotChange: 'El NIT y el DV de un facturador no se pueden cambiar',
  issuerUnknownToApidian: 'APIDIAN ya no conoce este facturador (no reconoce su token): confirme para eliminarlo solo de esta lista.',
  certificateWrongPassword: 'La contraseña no abre este certificado. Revise la contraseña que le entregó la entidad certificadora.',
  certificateUnreadable: 'El archivo no es un certificado digital .p12 o .pfx válido.',
} as const;

/** The `code` of the 409 that asks to confirm deleting, only here, an issuer APIDIAN no longer knows. */
export const issuerUnknownToApidianCode = 'issuer_unknown_to_apidian';

/** What APIDIAN gets for an issuer without a Registro Mercantil. */
export const noMerchantRegistration = '0000000-00';

/** Spec 3 §9 */
export const issuerPageSize = 10;
export const invoicingToastMs = 10_000;
export const templatePanelToastMs = 8_000;
export const environments = { production: 1, test: 2 } as const;
export const issuerDefaults = {
  type_document_identification_id: 6,
  type_organization_id: 1,
  type_regime_id: 1,
  type_liability_id: 14,
  municipality_id: 1,
  mail_host: 'smtp.hostinger.com',
  mail_port: 465,
  mail_encryption: 'tls',
} as const;
export const mailEncryptions = ['tls', 'ssl', 'none'] as const;
/** The resolution form's sample values (spec 3 §2.1, §9; APIDIAN's Postman "Paso 4"). */
export const sampleResolution = {
  type_document_id: 1,
  prefix: 'SETP',
  resolution: '18760000001',
  resolution_date: '2019-01-19',
  technical_key: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
  from: 990000000,
  to: 995000000,
  generated_to_date: 0,
  date_from: '2019-01-19',
  date_to: '2030-01-19',
} as const;

/** A sample type-15 resolution for a restaurant's POS documents in enablement (the POS template is numbered on it). */
export const samplePosResolution = {
  type_document_id: 15,
  prefix: 'EPOS',
  resolution: '18760000002',
  resolution_date: '2019-01-19',
  from: 1,
  to: 1000000,
  date_from: '2019-01-19',
  date_to: '2030-01-19',
} as const;

/**
 * The test-set tab's sample of a restaurant's POS document (type 15, reference §11), beside the nine invoice samples:
 * consumidor final, two dishes with the impuesto nacional al consumo (tax 4) at 8 % on their base, paid in cash,
 * numbered on samplePosResolution.
 */
export const samplePosDocument = {
  number: 1,
  type_document_id: 15,
  prefix: 'EPOS',
  resolution_number: '18760000002',
  date: '2025-06-02',
  time: '12:30:00',
  notes: 'Almuerzo, mesa 4.',
  sendmail: false,
  postal_zone_code: '110111',
  software_manufacturer: {
    name: 'Equipo MB',
    business_name: 'MB Plataforma SAS',
    software_name: 'MB Restaurante',
  },
  buyer_benefits: {
    code: '0',
    name: 'Sin beneficios',
    points: '0',
  },
  cash_information: {
    plate_number: 'CAJA-01',
    location: 'Salón principal',
    cashier: 'Cajero de prueba',
    cash_type: 'POS',
    sales_code: 'VENTA',
    subtotal: '20000.00',
  },
  customer: {
    identification_number: '222222222222',
    name: 'Consumidor final',
  },
  payment_form: [
    {
      payment_form_id: 1,
      payment_method_id: 10,
      payment_due_date: '2025-06-02',
      duration_measure: '0',
    },
  ],
  legal_monetary_totals: {
    line_extension_amount: '20000.00',
    tax_exclusive_amount: '20000.00',
    tax_inclusive_amount: '21600.00',
    allowance_total_amount: '0.00',
    charge_total_amount: '0.00',
    payable_amount: '21600.00',
  },
  tax_totals: [
    {
      tax_id: 4,
      tax_amount: '1600.00',
      percent: '8.00',
      taxable_amount: '20000.00',
    },
  ],
  invoice_lines: [
    {
      unit_measure_id: 70,
      invoiced_quantity: '2',
      line_extension_amount: '20000.00',
      free_of_charge_indicator: false,
      tax_totals: [
        {
          tax_id: 4,
          tax_amount: '1600.00',
          taxable_amount: '20000.00',
          percent: '8.00',
        },
      ],
      description: 'Bandeja paisa',
      notes: '',
      code: 'PLATO-01',
      type_item_identification_id: 4,
      price_amount: '10000.00',
      base_quantity: '1',
    },
  ],
} as const;

/** Spec 3 §3 "Issuer list item"; flags are 1/0 as the screens read them. */
export const issuerListItem = z.object({
  id: z.number().int(),
  business_name: z.string(),
  nit: z.string(),
  dv: z.string(),
  email: z.string(),
  corporate_email: z.string().nullable(),
  /** A hint of the APIDIAN token (its first and last four characters), never the token itself; null without one. */
  token: z.string().nullable(),
  configured: z.union([z.literal(0), z.literal(1)]),
  signature_configured: z.union([z.literal(0), z.literal(1)]),
  certificate_expiration_date: z.string().nullable(),
  resolutions_count: z.number().int().nonnegative(),
  type_environment_id: z.union([z.literal(1), z.literal(2)]),
  /** Issue 35: the software for equivalent documents set up, their own environment, and the restaurant it serves. */
  eqdocs_configured: z.union([z.literal(0), z.literal(1)]),
  eqdocs_type_environment_id: z.union([z.literal(1), z.literal(2)]),
  restaurant: issuerRestaurant.nullable(),
});
export type IssuerListItem = z.infer<typeof issuerListItem>;

/** GET /api/facturacion/facturadores: every issuer but the platform's own company (spec 3 §2.1). */
export const issuersResponse = z.object({ success: z.literal(true), data: z.array(issuerListItem) });
/** GET /api/facturacion/facturadores/{id}: the list item plus what the edit modal shows. */
export const issuerDetail = issuerListItem.extend({
  type_document_identification_id: z.number().int(),
  type_organization_id: z.number().int(),
  type_regime_id: z.number().int(),
  type_liability_id: z.number().int(),
  municipality_id: z.number().int(),
  merchant_registration: z.string().nullable(),
  address: z.string(),
  phone: z.string(),
  mail_host: z.string().nullable(),
  mail_port: z.number().int().nullable(),
  mail_username: z.string().nullable(),
  mail_encryption: z.enum(mailEncryptions).nullable(),
});
export type IssuerDetail = z.infer<typeof issuerDetail>;
export const issuerResponse = z.object({ success: z.literal(true), data: issuerDetail });
/** PUT /api/facturacion/facturadores/{id}: APIDIAN took the change; the issuer as it is now. */
export const updateIssuerResponse = z.object({ success: z.literal(true), message: z.string(), data: issuerDetail });
/** DELETE /api/facturacion/facturadores/{id} */
export const deleteIssuerResponse = z.object({ success: z.literal(true), message: z.string() });
/** `?forget=true`: the administrator confirmed removing, only here, an issuer APIDIAN no longer knows. */
export const deleteIssuerQuery = z.object({ forget: z.enum(['true']).optional() });
export const issuerIdParams = z.object({ id: z.coerce.number().int().positive(invoicingAdminMessages.issuerNotFound) });

const digits = (min: number, max: number, message: string) => z.string(message).regex(new RegExp(`^\\d{${min},${max}}$`), message);

/** The issuer fields of the create/edit modal (spec 3 §3); the mail_* group is all or none. */
export const issuerFields = z.object({
  type_document_identification_id: z.number().int().positive().default(issuerDefaults.type_document_identification_id),
  type_organization_id: z.number().int().positive().default(issuerDefaults.type_organization_id),
  type_regime_id: z.number().int().positive().default(issuerDefaults.type_regime_id),
  type_liability_id: z.number().int().positive().default(issuerDefaults.type_liability_id),
  business_name: z.string().trim().min(1, 'Razón Social es requerida').max(200),
  // Optional in the modal, required by APIDIAN: none is sent as its placeholder (Postman "Paso 1": 0000000-00).
  merchant_registration: z
    .string()
    .trim()
    .max(50)
    .optional()
    .transform((value) => value || noMerchantRegistration),
  municipality_id: z.number().int().positive().default(issuerDefaults.municipality_id),
  address: z.string().trim().min(1, 'Dirección es requerida').max(200),
  phone: digits(7, 10, 'Teléfono inválido: de 7 a 10 dígitos'),
  email: z.string().trim().pipe(z.email('Correo electrónico inválido')),
  mail_host: z.string().trim().min(1).max(200).optional(),
  mail_port: z.number().int().positive().max(65535).optional(),
  mail_username: z.string().trim().min(1).max(200).optional(),
  mail_password: z.string().min(1).max(200).optional(),
  mail_encryption: z.enum(mailEncryptions).optional(),
});
/** PUT /api/facturacion/facturadores/{id}: the fields plus nit and dv (spec 3 §7). */
export const updateIssuerRequest = issuerFields.extend({
  nit: digits(1, 15, invoicingAdminMessages.nitAndDvRequired),
  dv: digits(1, 1, invoicingAdminMessages.nitAndDvRequired),
});
export type UpdateIssuerRequest = z.infer<typeof updateIssuerRequest>;
/** What the browser sends: fields with a default may be left out. */
export type UpdateIssuerInput = z.input<typeof updateIssuerRequest>;

/** GET /api/facturacion/type_documents: the types a numbering resolution can be for */
export const typeDocumentsResponse = z.object({
  success: z.literal(true),
  data: z.array(z.object({ id: z.number().int(), name: z.string(), code: z.string() })),
});

/** The nine sample templates (spec 3 §3), each stored under `template_<name>`. */
export const sampleTemplateNames = [
  'descuento_global',
  'sin_descuentos',
  'varios_metodos',
  'additional_doc',
  'tirilla',
  'tres_lineas_global',
  'descuento_en_linea_una',
  'descuento_en_linea_tres',
  'dos_lineas_descuentos',
] as const;
export const templateKeyPrefix = 'template_';

export const templateSummary = z.object({ key: z.string(), label: z.string() });
/** GET /api/templates/invoices */
export const templatesResponse = z.object({ success: z.literal(true), data: z.object({ templates: z.array(templateSummary) }) });
export const templateNameParams = z.object({ name: z.string().regex(/^[a-z0-9_]{1,80}$/, invoicingAdminMessages.templateNotFound) });
/** GET and PUT /api/templates/invoices/{name} */
export const templateResponse = z.object({
  success: z.literal(true),
  data: z.object({ key: z.string(), label: z.string(), payload: z.record(z.string(), z.unknown()) }),
});
export const saveTemplateRequest = z.object({
  label: z
    .string()
    .trim()
    .max(120)
    .transform((label) => label || invoicingAdminMessages.templateUnnamed),
  payload: z.record(z.string(), z.unknown(), invoicingAdminMessages.invalidJson),
  /** A new template: refused with 409 `templateExistsCode` when the key is taken, so the panel asks before replacing. */
  create_only: z.boolean().optional(),
});
export const templateExistsCode = 'template_exists';
export type SaveTemplateRequest = z.infer<typeof saveTemplateRequest>;

/** The template key the panel saves under: the selected key, or the name lowercased without accents, spaces as underscores. */
export const templateKeyFromName = (name: string): string =>
  name
    .trim()
    .normalize('NFD')
    // Accents fold to their letter ('Ñandú' → 'nandu') instead of being dropped with it.
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, '_')
    .replace(/[^a-z0-9_]/g, '') || 'sin_nombre';

/**
 * The APIDIAN calls of the issuer screens (spec 3 §7), in APIDIAN's own paths. The browser makes them under
 * `/api/ubl2.1/` at the gateway, which forwards them to invoicing's `/apidian/`; invoicing calls APIDIAN and answers
 * with APIDIAN's status and body as they came, so the screens show APIDIAN's message.
 */
export const apidianProxyCalls = [
  { method: 'POST', path: 'config/:nit/:dv' },
  { method: 'PUT', path: 'config/software' },
  { method: 'PUT', path: 'config/softwareeqdocs' },
  { method: 'PUT', path: 'config/certificate' },
  { method: 'PUT', path: 'config/resolution' },
  { method: 'PUT', path: 'config/environment' },
  { method: 'POST', path: 'numbering-range' },
  { method: 'POST', path: 'invoice/:testSetId' },
  { method: 'POST', path: 'eqdoc/:testSetId' },
  { method: 'POST', path: 'status/zip/:id' },
  { method: 'POST', path: 'status/document/:id' },
  { method: 'POST', path: 'status/events-document/:id' },
  { method: 'POST', path: 'delete/company/:nit/:dv' },
] as const;
export type ApidianProxyCall = (typeof apidianProxyCalls)[number];

/**
 * The issuer's APIDIAN token travels in this header, never in Authorization: that one carries the admin's session
 * (and the gateway's CSRF check skips calls that have it).
 */
export const apidianTokenHeader = 'x-apidian-token';
/**
 * Or the issuer's id in this header: invoicing looks its token up, so the screens call APIDIAN for an issuer without
 * ever holding its token (the list shows only a hint of it).
 */
export const apidianIssuerHeader = 'x-apidian-issuer';
/** The header check of a call that needs an issuer's token (or id); `message` is the screen's own wording for it. */
export const apidianTokenHeaders = (message: string) =>
  z
    .looseObject({
      [apidianTokenHeader]: z
        .string(message)
        .trim()
        .regex(/^[A-Za-z0-9]{1,200}$/, message)
        .optional(),
      [apidianIssuerHeader]: z.coerce.number(message).int(message).positive(message).optional(),
    })
    .refine((headers) => headers[apidianTokenHeader] !== undefined || headers[apidianIssuerHeader] !== undefined, message);

/** POST config/{nit}/{dv}: creates (or updates) the company; the body is the issuer modal's fields. */
export const issuerKeyParams = z.object({
  nit: digits(1, 15, invoicingAdminMessages.nitAndDvRequired),
  dv: digits(1, 1, invoicingAdminMessages.nitAndDvRequired),
});
/** PUT config/software: `{id, pin}` (APIDIAN also takes the payroll and other software triplets). */
export const softwareRequest = z.looseObject({
  id: z.string(invoicingAdminMessages.softwareFieldsRequired).trim().min(1, invoicingAdminMessages.softwareFieldsRequired),
  pin: z.union([z.string().trim().regex(/^\d+$/), z.number().int().nonnegative()], invoicingAdminMessages.softwareFieldsRequired),
});
/** PUT config/certificate: the .p12/.pfx as base64 and its password, which is passed on and never kept. */
export const certificateRequest = z.object({
  certificate: z.string(invoicingAdminMessages.certificateFieldsRequired).min(1, invoicingAdminMessages.certificateFieldsRequired),
  password: z.string(invoicingAdminMessages.certificateFieldsRequired).min(1, invoicingAdminMessages.certificateFieldsRequired),
});
/** PUT config/resolution: APIDIAN checks the fields (they depend on the document type); here only its shape. */
export const resolutionRequest = z.record(z.string(), z.unknown(), invoicingAdminMessages.resolutionFailed);
const environmentId = z.union([z.literal(1), z.literal(2)], invoicingAdminMessages.environmentFailed);
/**
 * PUT config/environment: 1 production, 2 test, for invoices, payroll and equivalent documents; an id not given is
 * test (spec 3 §3, §9: default 2 in change mode), so nothing goes to production unless asked for by name.
 */
export const environmentRequest = z.looseObject({
  type_environment_id: environmentId.default(2),
  payroll_type_environment_id: environmentId.default(2),
  eqdocs_type_environment_id: environmentId.default(2),
});
/** POST numbering-range: the screen sends `{id}` (spec 3 §7); APIDIAN wants it as `IDSoftware` (reference §3.6). */
export const numberingRangeRequest = z.object({
  id: z.string(invoicingAdminMessages.rangesNeedSoftwareId).trim().min(1, invoicingAdminMessages.rangesNeedSoftwareId),
});
/** POST invoice/{testSetId}: a test invoice as the JSON box holds it; APIDIAN checks its fields. */
export const testInvoiceRequest = z.record(z.string(), z.unknown(), invoicingAdminMessages.invalidJson);
export const testSetParams = z.object({
  testSetId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, invoicingAdminMessages.testSendNeedsTestSetId),
});
/** POST status/zip|document|events-document/{ZipKey or CUFE}: the options box (sendmail, sendmailtome, is_payroll, is_eqdoc). */
export const statusOptionsRequest = z.record(z.string(), z.unknown(), invoicingAdminMessages.statusInvalidOptions).optional();
export const statusKeyParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9-]{1,128}$/, invoicingAdminMessages.statusNeedsKey),
});
