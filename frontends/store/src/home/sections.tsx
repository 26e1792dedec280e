import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emit } from '@mb/ui';
import { Icon, type IconName } from './icons.js';

/** The six service cards; three of them have a product landing page (spec 1 §2). */
export const serviceCards: readonly { id: IconName; slug?: string }[] = [
  { id: 'restaurant', slug: 'software-restaurant' },
  { id: 'ai', slug: 'automatizaciones-ia' },
  { id: 'support', slug: 'servicio-tecnico' },
  { id: 'invoicing' },
  { id: 'web' },
  { id: 'consulting' },
];

export const advantages: readonly IconName[] = ['speed', 'growth', 'headset', 'place'];

export const contact = {
  email: 'contacto@mbplatform.co',
  whatsapp: [
    { href: 'https://wa.me/573001234567', label: '+57 300 123 4567' },
    { href: 'https://wa.me/573109876543', label: '+57 310 987 6543' },
  ],
} as const;

/** A real link (new tab, copy address) that opens the landing page through the spec's window event. */
function openLanding(event: MouseEvent<HTMLAnchorElement>, slug: string) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  emit('open-seo-page', { slug });
}

export function ServicesSection() {
  const { t } = useTranslation('store');
  return (
    <section id="services" className="mbh-section" aria-labelledby="home-services-title">
      <div className="mbh-container">
        <h2 id="home-services-title" className="mbh-section__title">
          {t('home.services.title')}
        </h2>
        <p className="mbh-section__intro">{t('home.services.intro')}</p>
        <ul className="mbh-cards">
          {serviceCards.map(({ id, slug }) => (
            <li key={id} className="mbh-card" data-testid="service-card">
              <span className={`mbh-card__icon mbh-card__icon--${id}`}>
                <Icon name={id} size={28} />
              </span>
              <h3 className="mbh-card__title">{t(`home.services.items.${id}.title`)}</h3>
              <p className="mbh-card__text">{t(`home.services.items.${id}.text`)}</p>
              {slug && (
                <a
                  className="mbh-card__link"
                  href={`/soluciones/${slug}`}
                  aria-label={`${t('home.services.more')}: ${t(`home.services.items.${id}.title`)}`}
                  onClick={(event) => openLanding(event, slug)}
                >
                  {t('home.services.more')} <span aria-hidden="true">→</span>
                </a>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function SolutionsSection() {
  const { t } = useTranslation('store');
  return (
    <section id="solutions" className="mbh-section mbh-section--tinted" aria-labelledby="home-solutions-title">
      <div className="mbh-container">
        <h2 id="home-solutions-title" className="mbh-section__title">
          {t('home.solutions.title')}
        </h2>
        <p className="mbh-section__intro">{t('home.solutions.intro')}</p>
        <ul className="mbh-advantages">
          {advantages.map((id) => (
            <li key={id} className="mbh-advantage" data-testid="advantage">
              <span className="mbh-advantage__icon">
                <Icon name={id} />
              </span>
              <div>
                <h3 className="mbh-advantage__title">{t(`home.solutions.items.${id}.title`)}</h3>
                <p className="mbh-advantage__text">{t(`home.solutions.items.${id}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The spec keeps a contact section in the page but hidden; the footer is where contact happens. */
export function HiddenContactSection() {
  const { t } = useTranslation('store');
  return (
    <section id="contact-form" hidden aria-labelledby="home-contact-form-title">
      <h2 id="home-contact-form-title">{t('home.contact.formTitle')}</h2>
      <p>{t('home.contact.formText')}</p>
      {/* Spec 1 §9's budget ranges, the form's choices. */}
      <ul aria-label={t('home.contact.budgetLabel')}>
        {(t('home.contact.budgets', { returnObjects: true }) as string[]).map((range) => (
          <li key={range}>{range}</li>
        ))}
      </ul>
    </section>
  );
}

export function ContactFooter() {
  const { t } = useTranslation('store');
  return (
    <footer id="contact" className="mbh-footer">
      <div className="mbh-container mbh-footer__inner">
        <div>
          <h2 id="home-contact-title" className="mbh-footer__title">
            {t('home.contact.title')}
          </h2>
          <p className="mbh-footer__intro">{t('home.contact.intro')}</p>
        </div>
        <ul className="mbh-footer__list">
          <li>
            <Icon name="mail" size={20} />
            <span className="mbh-footer__label">{t('home.contact.email')}</span>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </li>
          {contact.whatsapp.map((phone) => (
            <li key={phone.href}>
              <Icon name="phone" size={20} />
              <span className="mbh-footer__label">{t('home.contact.whatsapp')}</span>
              <a href={phone.href} target="_blank" rel="noopener noreferrer">
                {phone.label}
              </a>
            </li>
          ))}
          <li>
            <Icon name="place" size={20} />
            <span className="mbh-footer__label">{t('home.contact.location')}</span>
            <span data-testid="contact-location">{t('home.contact.country')}</span>
          </li>
        </ul>
      </div>
    </footer>
  );
}
