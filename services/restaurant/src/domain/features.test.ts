import { planFeatures } from './features.js';

it('answers each plan’s features of spec 1 §9 and the plan that unlocks the rest', () => {
  const pro = planFeatures('pro');
  expect(pro.features).toEqual([
    'manejo_inventario', 'panel_empleados', 'panel_administrador', 'plataforma_multipagos',
    'factura_electronica', 'analisis_intermedio', 'menu_rapido', 'sistema_ticketeras',
  ]);
  expect(pro.all.find((feature) => feature.key === 'multi_sucursal')).toEqual({ key: 'multi_sucursal', included: false, unlocked_by: 'gold' });
  expect(pro.all.find((feature) => feature.key === 'menu_rapido')).toEqual({ key: 'menu_rapido', included: true, unlocked_by: 'pro' });
  expect(planFeatures('gold').all.filter((feature) => !feature.included).map((feature) => feature.key)).toEqual(['analisis_basico']);
  expect(planFeatures('estandar').all).toHaveLength(13);
});
