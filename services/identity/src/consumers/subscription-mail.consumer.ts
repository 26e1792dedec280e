import { billingSubscriptionExpiryApproached, billingSubscriptionGraceStarted, graceDays, planNames } from '@mb/contracts';
import { on } from '@mb/service-kit';
import type { IdentityDeps } from '../deps.js';
import { findUserById } from '../modules/users/users.repository.js';

const longDate = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeZone: 'America/Bogota' });
const dayMs = 24 * 60 * 60 * 1000;

/**
 * Billing says when a subscription is about to expire or has entered grace; identity, which knows the
 * customer's current e-mail, writes to them. The event id is the job id, so a redelivered event mails once.
 */
export function subscriptionMailConsumers(deps: Pick<IdentityDeps, 'mail' | 'webUrl'>) {
  const link = `${deps.webUrl}/cuenta`;
  return [
    on(billingSubscriptionExpiryApproached, async (tx, subscription, envelope) => {
      const user = await findUserById(tx, subscription.userId);
      if (!user) return;
      await deps.mail.send(
        {
          kind: 'subscription-expiring',
          to: user.email,
          fullName: user.full_name,
          productName: subscription.productName,
          planName: planNames[subscription.planType],
          daysLeft: subscription.daysLeft,
          expiresOn: longDate.format(new Date(subscription.expiresAt)),
          link,
        },
        { jobId: envelope.id },
      );
    }),
    on(billingSubscriptionGraceStarted, async (tx, subscription, envelope) => {
      const user = await findUserById(tx, subscription.userId);
      if (!user) return;
      const suspendsOn = new Date(new Date(subscription.expiresAt).getTime() + graceDays * dayMs);
      await deps.mail.send(
        {
          kind: 'subscription-grace',
          to: user.email,
          fullName: user.full_name,
          productName: subscription.productName,
          suspendsOn: longDate.format(suspendsOn),
          link,
        },
        { jobId: envelope.id },
      );
    }),
  ];
}
