import { addTranslations } from '@mb/ui';
import en from '../../locales/en/memberships.json' with { type: 'json' };
import es from '../../locales/es/memberships.json' with { type: 'json' };
import fr from '../../locales/fr/memberships.json' with { type: 'json' };
import pt from '../../locales/pt/memberships.json' with { type: 'json' };

/** 'Mis Suscripciones' (key `memberships` of the `account` namespace); Spanish is the spec's wording (spec 2 §2.1, §8). */
addTranslations('account', { es, en, pt, fr });
