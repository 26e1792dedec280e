import { enablementStepKeys, environments, type EnablementStepKey, type EnablementStepState } from '@mb/contracts';

/** What the enablement steps are read from: the issuer's flags and DIAN's accepted test-set documents. */
export interface EnablementFacts {
  configured: boolean;
  signatureConfigured: boolean;
  resolutionsCount: number;
  environment: 1 | 2;
  acceptedTestDocuments: number;
}

/**
 * Each step done or not (reference §8): the company exists, then software, certificate, a resolution, at least one
 * test-set document DIAN accepted, production. An issuer already in production has passed its test set. The first
 * step not done is the one to do now; the later ones wait for it.
 */
export function enablementSteps(facts: EnablementFacts): { key: EnablementStepKey; state: EnablementStepState }[] {
  const inProduction = facts.environment === environments.production;
  const done: Record<EnablementStepKey, boolean> = {
    company: true,
    software: facts.configured,
    certificate: facts.signatureConfigured,
    resolution: facts.resolutionsCount > 0,
    testSet: inProduction || facts.acceptedTestDocuments > 0,
    production: inProduction,
  };
  const current = enablementStepKeys.find((key) => !done[key]);
  return enablementStepKeys.map((key) => ({
    key,
    state: done[key] ? 'done' : key === current ? 'current' : 'waiting',
  }));
}
