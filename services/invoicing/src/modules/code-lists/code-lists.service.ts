import type { InvoicingCodes, MunicipalityItem } from '@mb/contracts';
import type { Pool } from '@mb/service-kit';
import { latestMigration, listCodes, listMunicipalities } from './code-lists.repository.js';

// Spanish order, accents included ('Ábrego' beside 'Abejorral', not after 'Zipaquirá'); the database's collation
// depends on how it was set up, so the order is decided here.
const spanish = new Intl.Collator('es', { sensitivity: 'base' });
const byNameThenDepartment = (a: MunicipalityItem, b: MunicipalityItem) =>
  spanish.compare(a.name, b.name) || spanish.compare(a.department ?? '', b.department ?? '') || a.id - b.id;

export type CodeListsCache = () => Promise<InvoicingCodes>;

/**
 * The code lists the profile modal offers, municipalities in alphabetical order. They change only with a migration,
 * so they are read again only when the schema's latest migration is another than the one they were read at: a
 * migration run while replicas are up (a rolling deploy runs it first) reaches every replica's next call, at the cost
 * of one indexed read per call. A failed read is not kept: the next call reads again.
 */
export function codeListsCache(pool: Pool): CodeListsCache {
  let loaded: { version: number; lists: Promise<InvoicingCodes> } | undefined;
  return async () => {
    const version = await latestMigration(pool);
    if (loaded?.version !== version) {
      const lists = readCodeLists(pool);
      loaded = { version, lists };
      lists.catch(() => {
        if (loaded?.lists === lists) loaded = undefined;
      });
    }
    return loaded.lists;
  };
}

const readCodeLists = async (pool: Pool): Promise<InvoicingCodes> => ({
  type_document_identifications: await listCodes(pool, 'type_document_identifications'),
  type_regimes: await listCodes(pool, 'type_regimes'),
  municipalities: (await listMunicipalities(pool)).sort(byNameThenDepartment),
  countries: (await listCodes(pool, 'countries')).sort((a, b) => spanish.compare(a.name, b.name)),
});
