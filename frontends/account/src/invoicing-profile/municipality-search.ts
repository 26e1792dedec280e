import type { MunicipalityItem } from '@mb/contracts';

/** Lower case without accents or surrounding spaces: 'BOGOTA' and 'bogotá' both read 'bogota', 'Nariño' reads 'narino'. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

type Searched = Pick<MunicipalityItem, 'name' | 'code'>;

/**
 * Spec 1 §5: the municipality search ignores accents and case and matches the name or the DANE code. How well a municipality answers a folded search, best first: the name itself (DANE writes 'Bogotá, D.c.': the part
 * before a comma counts as the name), the name's start, a word's start, anywhere in the name, then the DANE code's
 * start and anywhere in it. Null when it does not match at all.
 */
function municipalityRank(municipality: Searched, folded: string): number | null {
  if (folded === '') return 0;
  const name = foldText(municipality.name);
  const ranks: [number, boolean][] = [
    [0, name === folded || name.split(',')[0]!.trim() === folded],
    [1, name.startsWith(folded)],
    [2, name.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(folded))],
    [3, name.includes(folded)],
    [4, municipality.code.startsWith(folded)],
    [5, municipality.code.includes(folded)],
  ];
  return ranks.find(([, matches]) => matches)?.[0] ?? null;
}

/**
 * The matching options, best match first (see municipalityRank); equally good ones keep their order (alphabetical):
 * 'Cali' puts Cali before Calima and Calarcá, however the list is sorted.
 */
export function rankMunicipalities<T>(items: T[], municipalityOf: (item: T) => Searched | undefined, search: string): T[] {
  const folded = foldText(search);
  return items
    .map((item, index) => {
      const municipality = municipalityOf(item);
      return { item, index, rank: municipality ? municipalityRank(municipality, folded) : null };
    })
    .filter((ranked): ranked is { item: T; index: number; rank: number } => ranked.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((ranked) => ranked.item);
}

/** What the list shows: many municipalities share a name, so the department and the code come along. */
export function municipalityLabel(municipality: MunicipalityItem): string {
  return municipality.department
    ? `${municipality.name} · ${municipality.department} (${municipality.code})`
    : `${municipality.name} (${municipality.code})`;
}
