import { addTranslations } from '@mb/ui';
import en from '../../locales/en/features.json' with { type: 'json' };
import es from '../../locales/es/features.json' with { type: 'json' };
import fr from '../../locales/fr/features.json' with { type: 'json' };
import pt from '../../locales/pt/features.json' with { type: 'json' };

/** The plans' features (spec 1 §9) inside the app (namespace `restaurant`, key `features`). */
addTranslations('restaurant', { es, en, pt, fr });
