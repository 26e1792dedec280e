import type { Worker } from 'bullmq';
import { repeatableWorker, type JobOptions } from '@mb/service-kit';
import { checkExpiryWarnings, type WarningsDeps } from '../modules/warnings/warnings.service.js';

/** Every `everyMs`, once across all invoicing replicas: ranges and certificates near their end are recorded and mailed. */
export function expiryWarningsCheck(
  deps: WarningsDeps,
  options: JobOptions & { everyMs: number; log: { error(object: object, message: string): void } },
): Worker {
  return repeatableWorker('invoicing-expiry-warnings', 'check-expiry-warnings', () => checkExpiryWarnings(deps, new Date()), options);
}
