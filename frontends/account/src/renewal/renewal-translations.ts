import { addTranslations } from '@mb/ui';
import en from '../../locales/en/renewal.json' with { type: 'json' };
import es from '../../locales/es/renewal.json' with { type: 'json' };
import fr from '../../locales/fr/renewal.json' with { type: 'json' };
import pt from '../../locales/pt/renewal.json' with { type: 'json' };

/** The renewal modal (key `renewal` of the `account` namespace); Spanish is the spec's wording (spec 2 §2.3, §8). */
addTranslations('account', { es, en, pt, fr });
