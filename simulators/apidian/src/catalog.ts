// The parametric tables a FormRequest checks with `exists` (reference §7): the ids of a fresh
// `migrate --seed`, i.e. the CSV rows plus the rows migrations add. Only ids matter here.

const range = (from: number, to: number) => new Set(Array.from({ length: to - from + 1 }, (_, index) => from + index));

export const tables = {
  municipalities: range(1, 1122),
  type_document_identifications: range(1, 12),
  type_organizations: range(1, 2),
  type_regimes: range(1, 2),
  type_liabilities: new Set([7, 9, 14, 112, 117]),
  taxes: range(1, 23),
  payment_forms: range(1, 2),
  payment_methods: range(1, 75),
  unit_measures: range(1, 1093),
  type_documents: range(1, 26),
  type_environments: range(1, 2),
  type_operations: range(4, 32),
  type_item_identifications: range(1, 4),
  reference_prices: range(1, 3),
  discounts: range(1, 12),
  countries: range(1, 249),
  languages: range(1, 370),
  type_currencies: range(1, 179),
} satisfies Record<string, Set<number>>;

export type TableName = keyof typeof tables;

export const environments = {
  1: {
    id: 1,
    name: 'Producción',
    code: '1',
    url: 'https://vpfe.dian.gov.co/WcfDianCustomerServices.svc',
    qrBase: 'https://catalogo-vpfe.dian.gov.co',
  },
  2: {
    id: 2,
    name: 'Pruebas',
    code: '2',
    url: 'https://vpfe-hab.dian.gov.co/WcfDianCustomerServices.svc',
    qrBase: 'https://catalogo-vpfe-hab.dian.gov.co',
  },
} as const;

export type EnvironmentId = keyof typeof environments;

/** type_documents rows the simulator names in its answers (fresh-install CSV names). */
export const typeDocuments: Record<number, { id: number; name: string; code: string; cufe_algorithm: string; prefix: string }> = {
  1: { id: 1, name: 'Factura de Venta Nacional', code: '01', cufe_algorithm: 'CUFE-SHA384', prefix: 'fv' },
  4: { id: 4, name: 'Nota Crédito', code: '91', cufe_algorithm: 'CUDE-SHA384', prefix: 'nc' },
  5: { id: 5, name: 'Nota Débito', code: '92', cufe_algorithm: 'CUDE-SHA384', prefix: 'nd' },
  7: { id: 7, name: 'AttachedDocument', code: '89', cufe_algorithm: '', prefix: 'at' },
  // Equivalent documents, added by the 2024_01_10 migration.
  15: {
    id: 15,
    name: 'Documento equivalente electrónico del tiquete de máquina registradora con sistema P.O.S.',
    code: '20',
    cufe_algorithm: 'CUDE-SHA384',
    prefix: 'pos',
  },
  25: { id: 25, name: 'Nota de Ajuste de tipo debito al Documento Equivalente', code: '93', cufe_algorithm: 'CUDE-SHA384', prefix: 'ndq' },
  26: { id: 26, name: 'Nota de Ajuste de tipo crédito al Documento Equivalente', code: '94', cufe_algorithm: 'CUDE-SHA384', prefix: 'ncq' },
};

export function typeDocument(id: number) {
  return typeDocuments[id] ?? { id, name: `Documento ${id}`, code: String(id).padStart(2, '0'), cufe_algorithm: '', prefix: 'dc' };
}

/** DIAN tax codes by `taxes.id` for the three taxes the CUFE carries (01 IVA, 04 INC, 03 ICA). */
export const cufeTaxCodes: Record<number, '01' | '04' | '03'> = { 1: '01', 4: '04', 3: '03' };
