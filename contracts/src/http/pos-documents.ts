import { z } from 'zod';

/**
 * A restaurant's DIAN documents (issue 35 item 6): its POS documents (type 15), the facturas diners asked for (type 1)
 * and the adjustment notes of refunds (type 26), with filters, CSV, their files and 'Reintentar'. Invoicing serves them
 * on internal routes (gateway secret) to the restaurant service, and to the vendor's administrator:
 *
 * GET  /internal/restaurants/{restaurantId}/documentos?desde&hasta&estado&tipo&comprador&numero&page → `posDocumentList`
 * GET  /internal/restaurants/{restaurantId}/documentos.csv?…                                        → text/csv
 * GET  /internal/restaurants/{restaurantId}/documentos/{id}/xml|pdf|respuesta                        → the file
 * POST /internal/restaurants/{restaurantId}/documentos/{id}/reintentar                               → `posDocumentRetried`
 * and the same under /facturacion/documentos-pos (administrators), whose list adds `restaurante`.
 */
export const posDocumentMessages = {
  notFound: 'Documento no encontrado',
  notIssued: 'El documento aún no fue emitido por la DIAN: todavía no tiene archivos',
  archiveUnavailable: 'El archivo de documentos no está disponible en este momento: intenta de nuevo en unos minutos',
  forbidden: 'Acceso restringido a los servicios de la plataforma',
  notRetriable: 'Solo se reintenta un documento rechazado, retenido o pendiente',
  retried: 'Documento reenviado a la DIAN',
  listFailed: 'No se pudieron cargar los documentos electrónicos: intenta de nuevo en unos segundos',
  retryFailed: 'No se pudo reintentar el documento: intenta de nuevo en unos segundos',
  dateInvalid: 'Fecha inválida: usa el formato AAAA-MM-DD',
  statusInvalid: 'Estado inválido: pendiente, emitido, rechazado o retenido',
  kindInvalid: 'Tipo inválido: documento_pos, factura o nota_ajuste',
  pageInvalid: 'Página inválida: un número entero desde 1',
  textInvalid: 'Filtro inválido (hasta 60 caracteres)',
  restaurantInvalid: 'Restaurante inválido: su identificador',
} as const;
const m = posDocumentMessages;

export const posDocumentKinds = ['documento_pos', 'factura', 'nota_ajuste'] as const;
/** 'retenido': DIAN answered but APIDIAN's CUDE differs from the one computed here; it is not taken as issued. */
export const posDocumentStatuses = ['pendiente', 'emitido', 'rechazado', 'retenido'] as const;
export const posDocumentPageSize = 50;

const day = z.iso.date(m.dateInvalid);
const filterText = z.string(m.textInvalid).trim().min(1, m.textInvalid).max(60, m.textInvalid);

export const posDocumentListQuery = z.object({
  desde: day.optional(),
  hasta: day.optional(),
  estado: z.enum(posDocumentStatuses, m.statusInvalid).optional(),
  tipo: z.enum(posDocumentKinds, m.kindInvalid).optional(),
  comprador: filterText.optional(),
  numero: filterText.optional(),
  page: z.coerce.number(m.pageInvalid).int(m.pageInvalid).min(1, m.pageInvalid).max(100_000, m.pageInvalid).default(1),
});
export type PosDocumentListQuery = z.infer<typeof posDocumentListQuery>;

/** The administrator's list: any restaurant's, or one's. */
export const posDocumentAdminQuery = posDocumentListQuery.extend({ restaurante: z.uuid(m.restaurantInvalid).optional() });

export const posDocumentFiles = ['xml', 'pdf', 'respuesta'] as const;
export const posDocumentAdminParams = z.object({ id: z.uuid(m.notFound) });
export const posDocumentAdminFileParams = posDocumentAdminParams.extend({ file: z.enum(posDocumentFiles, m.notFound) });
export const posDocumentParams = posDocumentAdminParams.extend({ restaurantId: z.uuid(m.notFound) });
export const posDocumentFileParams = posDocumentParams.extend({ file: z.enum(posDocumentFiles, m.notFound) });

export const posDocumentItem = z.object({
  id: z.uuid(),
  restaurant_id: z.uuid(),
  check_id: z.uuid(),
  refund_id: z.uuid().nullable(),
  kind: z.enum(posDocumentKinds),
  status: z.enum(posDocumentStatuses),
  /** Prefix and consecutive, e.g. EPOS1. */
  number: z.string(),
  cude: z.string().nullable(),
  qr_url: z.string().nullable(),
  resolution_legend: z.string(),
  /** Why it was stopped, DIAN's rule explained in plain Spanish with what to do; null otherwise. */
  problem: z.string().nullable(),
  buyer: z.object({ identification: z.string(), name: z.string() }),
  /** Integer pesos: the sale with its tip, or what the note refunds. */
  total: z.number().int().nonnegative(),
  created_at: z.iso.datetime(),
  issued_at: z.iso.datetime().nullable(),
});
export type PosDocumentItem = z.infer<typeof posDocumentItem>;

export const posDocumentList = z.object({
  documents: z.array(posDocumentItem),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
});
export type PosDocumentList = z.infer<typeof posDocumentList>;

export const posDocumentRetried = z.object({ message: z.string(), document: posDocumentItem });
