import { messages, planNames, planTypes, type LiveSubscriptions, type ProductChangeForHolders } from '@mb/contracts';

/**
 * What an edit does to the people who hold the product: deactivating takes it out of the store and off their
 * renewals; a new slug breaks its links and what finds the product by it (the restaurant service knows its software
 * that way). Anything else reaches no holder.
 */
export function changesForHolders(
  current: { is_active: boolean; slug: string },
  next: { is_active?: boolean; slug?: string },
): ProductChangeForHolders[] {
  const changes: ProductChangeForHolders[] = [];
  if (current.is_active && next.is_active === false) changes.push('deactivate');
  if (next.slug !== undefined && next.slug !== current.slug) changes.push('slug');
  return changes;
}

/** "2 Pro, 1 Gold": how many hold it on each plan. */
export function planSummary(live: LiveSubscriptions): string {
  return planTypes
    .filter((type) => live.plans[type] > 0)
    .map((type) => `${live.plans[type]} ${planNames[type]}`)
    .join(', ');
}

/** The 409's Spanish message: how many hold it, on which plans, and what the change would do. */
export function holdersAtStakeMessage(live: LiveSubscriptions, changes: ProductChangeForHolders[], slug: { from: string; to: string }) {
  const said = { deactivate: 'lo desactiva', slug: `cambia su slug (${slug.from} → ${slug.to})` };
  const what = changes.map((change) => said[change]).join(' y ');
  return messages.liveSubscriptionsAtStake(live.count, planSummary(live), what);
}
