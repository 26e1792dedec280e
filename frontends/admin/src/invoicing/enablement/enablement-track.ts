import { environments, type Enablement, type EnablementTrack } from '@mb/contracts';
import type { EnvironmentChange } from '../apidian-api.js';

/** The invoices' enablement, or a restaurant's POS documents' (their own software, numbering, test set, environment). */
export type TrackKind = 'invoices' | 'eqdocs';

export const trackOf = (enablement: Enablement, kind: TrackKind): EnablementTrack => (kind === 'eqdocs' ? enablement.eqdocs : enablement);

/**
 * The environment change that moves one track to `target` and leaves the other where it is (payroll stays in test,
 * spec 3 §9), so an invoice issuer going to production does not take a restaurant's POS documents back to test.
 */
export function environmentChange(enablement: Enablement, kind: TrackKind, target: 1 | 2): EnvironmentChange {
  return {
    type_environment_id: kind === 'invoices' ? target : enablement.type_environment_id,
    payroll_type_environment_id: environments.test,
    eqdocs_type_environment_id: kind === 'eqdocs' ? target : enablement.eqdocs.type_environment_id,
  };
}
