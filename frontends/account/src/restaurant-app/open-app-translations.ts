import { addTranslations } from '@mb/ui';
import en from '../../locales/en/openApp.json' with { type: 'json' };
import es from '../../locales/es/openApp.json' with { type: 'json' };
import fr from '../../locales/fr/openApp.json' with { type: 'json' };
import pt from '../../locales/pt/openApp.json' with { type: 'json' };

/** Opening the restaurant app (key `openApp` of the `account` namespace); Spanish is the spec's (spec 2 §2.4, §8). */
addTranslations('account', { es, en, pt, fr });
