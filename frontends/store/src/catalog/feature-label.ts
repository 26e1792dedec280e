import { i18n } from '@mb/ui';

/** 'control_de_mesas' → 'Control de mesas': readable even without a translation. */
function humanise(name: string): string {
  const spaced = name.replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * The catalogue's feature keys (spec 1 §9) in the current language; any other name (the admin may type
 * free text) is shown humanised. exists() first: an unknown name is not a missing translation to report.
 */
export function featureLabel(name: string): string {
  const key = `store:product.featureNames.${name}`;
  return /^[a-z0-9_]+$/.test(name) && i18n.exists(key) ? i18n.t(key) : humanise(name);
}
