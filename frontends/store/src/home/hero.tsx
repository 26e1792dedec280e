import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { emit, useSignedInUser, useStartupScreenCovering } from '@mb/ui';
import { usePrefersReducedMotion, useSeenOnce } from './browser-hooks.js';
import { clientsCounter, formatCounter, projectsCounter, supportText, useCountUp } from './counters.js';
import { spanishAdjectives } from './home-translations.js';
import { ParticleCanvas } from './particle-canvas.js';
import { useTypewriter } from './typewriter.js';
import { LazyWorldMap } from './world-map/lazy-world-map.js';

/** Splits the translated phrase around its adjective ({{word}}), whatever the word order of the language. */
const wordMarker = '\u0001';

function asList(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

/** 'Soluciones innovadoras para tu empresa': the adjective types itself; readers get the whole phrase once. */
function TypewriterPhrase({ reducedMotion, covered }: { reducedMotion: boolean; covered: boolean }) {
  const { t } = useTranslation('store');
  const adjectives = asList(t('home.hero.adjectives', { returnObjects: true }));
  const typed = useTypewriter(adjectives, spanishAdjectives.length, reducedMotion, covered);
  const [before = '', after = ''] = t('home.hero.phrase', { word: wordMarker }).split(wordMarker);
  return (
    <p className="mbh-hero__phrase">
      <span className="mbh-visually-hidden">{t('home.hero.phrase', { word: adjectives[0] ?? '' })}</span>
      <span aria-hidden="true">
        {before}
        <span className="mbh-typed" aria-live="off" data-testid="typewriter">
          {typed}
        </span>
        <span className="mbh-caret" />
        {after}
      </span>
    </p>
  );
}

/** Projects 150+, clients 50+, support 24/7; the counting starts when the row is on screen and uncovered. */
export function HeroStats({ reducedMotion }: { reducedMotion: boolean }) {
  const { t } = useTranslation('store');
  const ref = useRef<HTMLDListElement>(null);
  const seen = useSeenOnce(ref);
  // Under the start-up loading screen the count would end before anyone sees it.
  const covered = useStartupScreenCovering();
  const visible = seen && !covered;
  const projects = useCountUp(projectsCounter, visible, reducedMotion);
  const clients = useCountUp(clientsCounter, visible, reducedMotion);
  const stats = [
    { id: 'projects', value: formatCounter(projects), label: t('home.stats.projects') },
    { id: 'clients', value: formatCounter(clients), label: t('home.stats.clients') },
    { id: 'support', value: supportText, label: t('home.stats.support') },
  ];
  return (
    <>
      <h2 className="mbh-visually-hidden">{t('home.stats.label')}</h2>
      <dl ref={ref} className="mbh-stats">
        {stats.map((stat) => (
          <div key={stat.id} className="mbh-stat">
            <dt className="mbh-stat__label">{stat.label}</dt>
            <dd className="mbh-stat__value" data-testid={`stat-${stat.id}`}>
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

export function Hero() {
  const { t } = useTranslation('store');
  const reducedMotion = usePrefersReducedMotion();
  // The shell fills the session cache; null means it answered "nobody signed in".
  const user = useSignedInUser();
  const covered = useStartupScreenCovering();

  return (
    <section className="mbh-hero" aria-labelledby="home-hero-title">
      <ParticleCanvas still={reducedMotion} covered={covered} />
      <div className="mbh-hero__inner">
        <div className="mbh-hero__text">
          <p className="mbh-hero__eyebrow">{t('home.hero.eyebrow')}</p>
          <h1 id="home-hero-title" className="mbh-hero__title">
            {t('home.hero.title')}
          </h1>
          <TypewriterPhrase reducedMotion={reducedMotion} covered={covered} />
          <p className="mbh-hero__subtitle">{t('home.hero.subtitle')}</p>
          <div className="mbh-hero__actions">
            <button type="button" className="mbh-button mbh-button--primary" onClick={() => emit('open-store')}>
              {t('home.hero.viewProducts')}
            </button>
            {user === null && (
              <button type="button" className="mbh-button mbh-button--ghost" onClick={() => emit('open-login-modal')}>
                {t('home.hero.register')}
              </button>
            )}
          </div>
          <HeroStats reducedMotion={reducedMotion} />
        </div>
        <div className="mbh-hero__visual">
          <LazyWorldMap label={t('home.hero.mapLabel')} />
        </div>
      </div>
    </section>
  );
}
