import { addTranslations } from '@mb/ui';
import en from '../../locales/en/checks.json' with { type: 'json' };
import es from '../../locales/es/checks.json' with { type: 'json' };
import fr from '../../locales/fr/checks.json' with { type: 'json' };
import pt from '../../locales/pt/checks.json' with { type: 'json' };

/** The checks: a table's bill, pre-cuenta, charging, splitting (namespace `restaurant`, key `checks`). */
addTranslations('restaurant', { es, en, pt, fr });
