import type { TFunction } from 'i18next';
import { landingSlugs, type LandingSlug } from '@mb/contracts/domain/web-pages';

export type { LandingSlug };

export interface LandingFeature {
  title: string;
  text: string;
}

/** One page's content, the same structure in every language (locales/<lang>/landing.json). */
export interface LandingContent {
  title: string;
  subtitle: string;
  description: string;
  features: LandingFeature[];
  benefits: string[];
  content: { title: string; paragraphs: string[] };
  cta: { title: string; text: string };
}

export function isLandingSlug(slug: string | undefined): slug is LandingSlug {
  return (landingSlugs as readonly string[]).includes(slug ?? '');
}

/** The page's content in the current language, or undefined for an unknown slug. */
export function landingContent(t: TFunction, slug: string | undefined): LandingContent | undefined {
  if (!isLandingSlug(slug)) return undefined;
  const content = t(`landing.pages.${slug}`, { returnObjects: true }) as unknown;
  return content && typeof content === 'object' ? (content as LandingContent) : undefined;
}
