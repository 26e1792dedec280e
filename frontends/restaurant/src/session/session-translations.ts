import { addTranslations } from '@mb/ui';
import en from '../../locales/en/session.json' with { type: 'json' };
import es from '../../locales/es/session.json' with { type: 'json' };
import fr from '../../locales/fr/session.json' with { type: 'json' };
import pt from '../../locales/pt/session.json' with { type: 'json' };

/** Entering the restaurant app and leaving it (namespace `restaurant`, key `session`). */
addTranslations('restaurant', { es, en, pt, fr });
