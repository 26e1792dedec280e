import type { MunicipalityItem } from '@mb/contracts';

/** Lower case without accents or surrounding spaces: 'BOGOTA' and 'bogotá' both read 'bogota', 'Nariño' reads 'narino'. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** Spec 1 §5: the municipality search ignores accents and case and matches the name or the DANE code. */
export function municipalityMatches(municipality: Pick<MunicipalityItem, 'name' | 'code'>, search: string): boolean {
  const folded = foldText(search);
  return folded === '' || foldText(municipality.name).includes(folded) || municipality.code.includes(folded);
}

/** What the list shows: many municipalities share a name, so the department and the code come along. */
export function municipalityLabel(municipality: MunicipalityItem): string {
  return municipality.department
    ? `${municipality.name} · ${municipality.department} (${municipality.code})`
    : `${municipality.name} (${municipality.code})`;
}
