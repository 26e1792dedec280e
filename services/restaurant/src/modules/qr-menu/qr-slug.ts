import { randomBytes } from 'node:crypto';

/** 'Café La Ñapa' → 'cafe-la-napa': lowercase letters and digits joined by single dashes, at most 40 characters. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
  return slug || 'menu';
}

/** The addresses tried for a restaurant, in order: its name's slug, then numbered, then with a random tail. */
export function slugCandidates(name: string): string[] {
  const base = slugOf(name);
  return [base, ...Array.from({ length: 8 }, (_, index) => `${base}-${index + 2}`), `${base}-${randomBytes(3).toString('hex')}`];
}
