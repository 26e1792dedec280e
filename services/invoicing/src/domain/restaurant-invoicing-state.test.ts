import { restaurantInvoicingState, type RestaurantInvoicingFacts } from './restaurant-invoicing-state.js';

const now = new Date('2026-11-26T15:00:00Z');
const linked: RestaurantInvoicingFacts = {
  requested: true,
  issuerId: 7,
  done: { company: true, software: true, certificate: true, resolution: true, testSet: true, production: true },
  production: true,
  posRange: { prefix: 'LBRA', from: 1, to: 1000, validTo: '2027-06-30', nextNumber: 901 },
  testNumbering: false,
  certificateExpiration: '2026/12/20 00:00:00',
};

it('warns the owner when fewer than 10 % of the POS numbers remain and the certificate ends within 30 days', () => {
  const state = restaurantInvoicingState(linked, now);
  expect(state).toMatchObject({ status: 'habilitado', missing: [], issuer_id: 7 });
  expect(state.range).toEqual({ prefix: 'LBRA', from: 1, to: 1000, next: 901, remaining: 100, low: false, valid_to: '2027-06-30' });
  expect(restaurantInvoicingState({ ...linked, posRange: { ...linked.posRange!, nextNumber: 902 } }, now).range).toMatchObject({
    remaining: 99,
    low: true,
  });
  expect(state.certificate).toEqual({ expires_at: '2026-12-20', days_left: 24, expiring: true });
  expect(restaurantInvoicingState({ ...linked, certificateExpiration: '2027/01/30 00:00:00' }, now).certificate).toMatchObject({
    expiring: false,
  });
});

it('names what is missing, in order, until the POS documents are in production', () => {
  const state = restaurantInvoicingState({ ...linked, done: { company: true, software: true }, production: false }, now);
  expect(state.status).toBe('en_pruebas');
  expect(state.steps.filter((step) => !step.done).map((step) => step.key)).toEqual([
    'certificado',
    'resolucion',
    'set_pruebas',
    'produccion',
    'resolucion_produccion',
  ]);
  expect(state.missing[0]).toBe('Falta cargar el certificado de firma digital de la empresa.');
  const none = restaurantInvoicingState({ ...linked, requested: false, issuerId: null, done: {}, production: false, posRange: null }, now);
  expect(none).toMatchObject({ status: 'sin_solicitud', range: null });
});

it('keeps a restaurant in production on the test set’s sample numbering short of enabled, saying what to register', () => {
  const state = restaurantInvoicingState({ ...linked, testNumbering: true }, now);
  expect(state.status).toBe('en_pruebas');
  expect(state.missing).toEqual([
    'Registre la resolución de numeración POS que la DIAN autorizó al restaurante (prefijo, rango y fechas): ' +
      'la numeración de pruebas no sirve en producción.',
  ]);
});
