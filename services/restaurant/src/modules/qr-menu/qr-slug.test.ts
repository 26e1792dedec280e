import { slugCandidates, slugOf } from './qr-slug.js';

it('makes a short readable address from a restaurant’s name', () => {
  expect(slugOf('Café La Ñapa')).toBe('cafe-la-napa');
  expect(slugOf('  El Corral #2 — Chapinero ')).toBe('el-corral-2-chapinero');
  expect(slugOf('¡¡!!')).toBe('menu');
  expect(slugOf('a'.repeat(80))).toHaveLength(40);
  expect(slugOf(`${'a'.repeat(39)} b`)).toBe('a'.repeat(39));
});

it('tries the name, then numbered, then a random tail', () => {
  const tried = slugCandidates('Donde Juancho');
  expect(tried.slice(0, 3)).toEqual(['donde-juancho', 'donde-juancho-2', 'donde-juancho-3']);
  expect(tried.at(-1)).toMatch(/^donde-juancho-[0-9a-f]{6}$/);
});
