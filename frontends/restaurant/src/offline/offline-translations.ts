import { addTranslations } from '@mb/ui';
import en from '../../locales/en/offline.json' with { type: 'json' };
import es from '../../locales/es/offline.json' with { type: 'json' };
import fr from '../../locales/fr/offline.json' with { type: 'json' };
import pt from '../../locales/pt/offline.json' with { type: 'json' };

/** The offline banner and what the device says of the writes it keeps (namespace `restaurant`, key `offline`). */
addTranslations('restaurant', { es, en, pt, fr });
