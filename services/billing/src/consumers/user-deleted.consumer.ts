import { identityUserDeleted } from '@mb/contracts';
import { on } from '@mb/service-kit';
import { liveStatuses, listSubscriptions } from '../modules/subscriptions/subscriptions.repository.js';
import { cancelSubscription } from '../modules/subscriptions/subscriptions.service.js';

/** An account deleted by an administrator holds nothing any more; its payments stay, for the books. */
export const userDeletedConsumer = on(identityUserDeleted, async (tx, { userId }) => {
  for (const subscription of await listSubscriptions(tx, { userId, statuses: liveStatuses })) await cancelSubscription(tx, subscription);
});
