import { requireRole, type App } from '@mb/service-kit';

/** Store administration is for Admin and SuperAdmin (spec 2 §6). */
export const adminOnly = (app: App) => ({ onRequest: [app.authenticate, requireRole('Admin', 'SuperAdmin')] });
