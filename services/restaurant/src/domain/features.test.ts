import { planTypes } from '@mb/contracts';
import { featureCheck, planFeatures, statsFeature } from './features.js';

it('answers each plan’s features of spec 1 §9 and the plan that unlocks the rest', () => {
  const pro = planFeatures('pro');
  expect(pro.features).toEqual([
    'manejo_inventario',
    'panel_empleados',
    'panel_administrador',
    'plataforma_multipagos',
    'factura_electronica',
    'analisis_intermedio',
    'menu_rapido',
    'sistema_ticketeras',
  ]);
  expect(pro.all.find((feature) => feature.key === 'multi_sucursal')).toEqual({
    key: 'multi_sucursal',
    included: false,
    unlocked_by: 'gold',
  });
  expect(pro.all.find((feature) => feature.key === 'menu_rapido')).toEqual({ key: 'menu_rapido', included: true, unlocked_by: 'pro' });
  expect(
    planFeatures('gold')
      .all.filter((feature) => !feature.included)
      .map((feature) => feature.key),
  ).toEqual(['analisis_basico']);
  expect(planFeatures('estandar').all).toHaveLength(13);
});

it('reads a day of stats on every plan, up to a month on Pro and up to a quarter on Gold', () => {
  expect([1, 2, 31, 32, 93].map(statsFeature)).toEqual([
    undefined,
    'analisis_intermedio',
    'analisis_intermedio',
    'reportes_avanzados',
    'reportes_avanzados',
  ]);
  expect(planTypes.map((plan) => planFeatures(plan).stats_max_days)).toEqual([1, 31, 93]);
  expect(featureCheck('estandar', undefined)).toEqual({ allowed: true });
  expect(featureCheck('estandar', 'analisis_intermedio')).toEqual({ allowed: false, feature: 'analisis_intermedio', unlockedBy: 'pro' });
  expect(featureCheck('pro', 'analisis_intermedio')).toEqual({ allowed: true });
  expect(featureCheck('pro', 'reportes_avanzados')).toEqual({ allowed: false, feature: 'reportes_avanzados', unlockedBy: 'gold' });
  expect(featureCheck('gold', 'reportes_avanzados')).toEqual({ allowed: true });
});
