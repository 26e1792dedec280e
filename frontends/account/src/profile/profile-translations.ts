import { addTranslations } from '@mb/ui';
import en from '../../locales/en/profile.json' with { type: 'json' };
import es from '../../locales/es/profile.json' with { type: 'json' };
import fr from '../../locales/fr/profile.json' with { type: 'json' };
import pt from '../../locales/pt/profile.json' with { type: 'json' };

/** The Perfil tab (key `profile` of the `account` namespace); Spanish is the spec's wording (spec 2 §2.2, §8). */
addTranslations('account', { es, en, pt, fr });
