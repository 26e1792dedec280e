import type { InvoicingCodes, MunicipalityItem } from '@mb/contracts';
import type { Pool } from '@mb/service-kit';
import { listCodes, listMunicipalities } from './code-lists.repository.js';

// Spanish order, accents included ('Ábrego' beside 'Abejorral', not after 'Zipaquirá'); the database's collation
// depends on how it was set up, so the order is decided here.
const spanish = new Intl.Collator('es', { sensitivity: 'base' });
const byNameThenDepartment = (a: MunicipalityItem, b: MunicipalityItem) =>
  spanish.compare(a.name, b.name) || spanish.compare(a.department ?? '', b.department ?? '') || a.id - b.id;

export type CodeListsCache = () => Promise<InvoicingCodes>;

/**
 * The code lists the profile modal offers, municipalities in alphabetical order. They change only with a
 * migration, which runs before the service starts, so they are read once per process; a failed read is not
 * kept, the next call reads again.
 */
export function codeListsCache(pool: Pool): CodeListsCache {
  let loaded: Promise<InvoicingCodes> | undefined;
  return () => {
    loaded ??= (async () => ({
      type_document_identifications: await listCodes(pool, 'type_document_identifications'),
      type_regimes: await listCodes(pool, 'type_regimes'),
      municipalities: (await listMunicipalities(pool)).sort(byNameThenDepartment),
      countries: (await listCodes(pool, 'countries')).sort((a, b) => spanish.compare(a.name, b.name)),
    }))().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
}
