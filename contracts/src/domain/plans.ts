import { z } from 'zod';
import { planTypes } from './catalog.js';

export { planTypes };
export const planType = z.enum(planTypes);
export type PlanType = z.infer<typeof planType>;

export const billingCycles = ['monthly', 'annual'] as const;
export const billingCycle = z.enum(billingCycles);
export type BillingCycle = z.infer<typeof billingCycle>;

/** Upgrades only: a renewal must move to a strictly higher rank. */
export const planRank: Record<PlanType, number> = { estandar: 1, pro: 2, gold: 3 };

export const planNames: Record<PlanType, string> = { estandar: 'Estándar', pro: 'Pro', gold: 'Gold' };

/** The restaurant software's plan features (spec 1 §9, spec 2 §9); the store translates the names. */
const estandarFeatures = ['manejo_inventario', 'panel_empleados', 'panel_administrador', 'plataforma_multipagos', 'analisis_basico'];
const proFeatures = [
  ...estandarFeatures.filter((feature) => feature !== 'analisis_basico'),
  'factura_electronica',
  'analisis_intermedio',
  'menu_rapido',
  'sistema_ticketeras',
];
const goldFeatures = [...proFeatures, 'sistema_gestion_financiera', 'multi_sucursal', 'reportes_avanzados', 'api_access'];
export const restaurantPlanFeatures: Record<PlanType, readonly string[]> = {
  estandar: estandarFeatures,
  pro: proFeatures,
  gold: goldFeatures,
};

/** The catalogue slug of the restaurant software: the product that opens as an app, renews by plan and has staff. */
export const restaurantProductSlug = 'software-restaurant';

/** Spec 1 §9: monthly prices of the restaurant software in COP. */
export const restaurantPlanPrices: Record<PlanType, number> = { estandar: 80000, pro: 150000, gold: 250000 };

/** Spec 2 §3 "User (admin list)": plan_type lowercased, 'básico' for a user without a live subscription. */
export const dashboardPlans = ['básico', ...planTypes] as const;
export type DashboardPlan = (typeof dashboardPlans)[number];

/** The best plan among a user's live subscriptions (spec 2 §2.5 shows it as Basic, Pro or Enterprise). */
export function dashboardPlan(livePlans: readonly PlanType[]): DashboardPlan {
  return livePlans.reduce<DashboardPlan>((best, plan) => (best === 'básico' || planRank[plan] > planRank[best] ? plan : best), 'básico');
}
