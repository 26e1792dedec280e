import { describe, expect, it } from '@jest/globals';
import { foldText, municipalityLabel, municipalityMatches } from './municipality-search.js';

const bogota = { id: 149, code: '11001', name: 'Bogotá, D.c.', department: 'Bogotá' };
const narino = { id: 700, code: '25483', name: 'Nariño', department: 'Cundinamarca' };

describe('municipality search', () => {
  it('ignores accents and case', () => {
    expect(foldText('  BOGOTÁ ')).toBe('bogota');
    expect(municipalityMatches(bogota, 'bogota')).toBe(true);
    expect(municipalityMatches(bogota, 'BOGOTÁ')).toBe(true);
    expect(municipalityMatches(narino, 'narino')).toBe(true);
    expect(municipalityMatches(narino, 'NARIÑO')).toBe(true);
  });

  it('matches the DANE code as well as the name, and everything when empty', () => {
    expect(municipalityMatches(bogota, '11001')).toBe(true);
    expect(municipalityMatches(bogota, '110')).toBe(true);
    expect(municipalityMatches(bogota, '05001')).toBe(false);
    expect(municipalityMatches(bogota, 'medellin')).toBe(false);
    expect(municipalityMatches(bogota, '   ')).toBe(true);
  });

  it('labels a municipality with its department and code', () => {
    expect(municipalityLabel(bogota)).toBe('Bogotá, D.c. · Bogotá (11001)');
    expect(municipalityLabel({ id: 1, code: '05001', name: 'Medellín' })).toBe('Medellín (05001)');
  });
});
