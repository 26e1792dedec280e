import { describe, expect, it } from '@jest/globals';
import { foldText, municipalityLabel, rankMunicipalities } from './municipality-search.js';

const bogota = { id: 149, code: '11001', name: 'Bogotá, D.c.', department: 'Bogotá' };
const narino = { id: 700, code: '25483', name: 'Nariño', department: 'Cundinamarca' };
const matches = (municipality: typeof bogota, search: string) => rankMunicipalities([municipality], (item) => item, search).length === 1;

describe('municipality search', () => {
  it('ignores accents and case', () => {
    expect(foldText('  BOGOTÁ ')).toBe('bogota');
    expect(matches(bogota, 'bogota')).toBe(true);
    expect(matches(bogota, 'BOGOTÁ')).toBe(true);
    expect(matches(narino, 'narino')).toBe(true);
    expect(matches(narino, 'NARIÑO')).toBe(true);
  });

  it('matches the DANE code as well as the name, and everything when empty', () => {
    expect(matches(bogota, '11001')).toBe(true);
    expect(matches(bogota, '110')).toBe(true);
    expect(matches(bogota, '05001')).toBe(false);
    expect(matches(bogota, 'medellin')).toBe(false);
    expect(matches(bogota, '   ')).toBe(true);
  });

  it('lists the best matches first: the name itself, its start, a word’s start, inside the name, then the code', () => {
    // In alphabetical order, as the service sends them.
    const list = [
      { id: 1, code: '63130', name: 'Calarcá' },
      { id: 2, code: '76001', name: 'Cali' },
      { id: 3, code: '76126', name: 'Calima' },
      { id: 4, code: '52001', name: 'Pasto' },
      { id: 5, code: '11001', name: 'Bogotá, D.c.' },
      { id: 6, code: '05001', name: 'Medellín' },
      { id: 7, code: '13683', name: 'Santa Rosa' },
      { id: 8, code: '25001', name: 'Agua de Dios' },
    ];
    const names = (search: string) => rankMunicipalities(list, (item) => item, search).map((item) => item.name);
    expect(names('cali')).toEqual(['Cali', 'Calima']);
    expect(names('cal')).toEqual(['Calarcá', 'Cali', 'Calima']);
    expect(names('bogota')).toEqual(['Bogotá, D.c.']);
    expect(names('rosa')).toEqual(['Santa Rosa']);
    expect(names('dios')).toEqual(['Agua de Dios']);
    expect(names('a')[0]).toBe('Agua de Dios');
    expect(names('as')).toEqual(['Pasto']);
    expect(names('001')).toEqual(['Cali', 'Pasto', 'Bogotá, D.c.', 'Medellín', 'Agua de Dios']);
    expect(names('25')).toEqual(['Agua de Dios']);
    expect(names('')).toHaveLength(list.length);
    // Alphabetical order would list Barranca de Upía first.
    const upia = [
      { id: 9, code: '50110', name: 'Barranca de Upía' },
      { id: 10, code: '85430', name: 'Upía' },
    ];
    expect(rankMunicipalities(upia, (item) => item, 'UPIA').map((item) => item.name)).toEqual(['Upía', 'Barranca de Upía']);
  });

  it('labels a municipality with its department and code', () => {
    expect(municipalityLabel(bogota)).toBe('Bogotá, D.c. · Bogotá (11001)');
    expect(municipalityLabel({ id: 1, code: '05001', name: 'Medellín' })).toBe('Medellín (05001)');
  });
});
