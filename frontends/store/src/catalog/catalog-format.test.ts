import { describe, expect, it } from '@jest/globals';
import { i18n, setLanguage } from '@mb/ui';
import '../testing/i18n-setup.js';
import '../i18n.js';
import { countryNames } from './countries.js';
import { featureLabel } from './feature-label.js';

describe('country chips', () => {
  it('names the codes in the visitor’s language and falls back to Colombia, México, Chile', () => {
    expect(countryNames([], 'es')).toEqual(['Colombia', 'México', 'Chile']);
    expect(countryNames(['PE', 'EC'], 'es')).toEqual(['Perú', 'Ecuador']);
    expect(countryNames(['MX'], 'en')).toEqual(['Mexico']);
  });
});

describe('feature labels', () => {
  it('translates the catalogue’s feature keys and humanises any other name', async () => {
    await setLanguage('es');
    expect(featureLabel('manejo_inventario')).toBe('Manejo de inventario');
    expect(featureLabel('api_access')).toBe('Acceso a la API');
    expect(featureLabel('control_de_mesas')).toBe('Control de mesas');
    expect(featureLabel('Soporte 24/7')).toBe('Soporte 24/7');
    expect(featureLabel('integracion_crm')).toBe('Integración con CRM');
    await setLanguage('fr');
    expect(featureLabel('factura_electronica')).toBe('Facturation électronique');
    await setLanguage('en');
    expect(featureLabel('respuestas_automaticas')).toBe('Automatic replies');
    await setLanguage('es');
    expect(i18n.language).toBe('es');
  });
});
