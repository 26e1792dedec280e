import { addTranslations } from '@mb/ui';
import en from '../../locales/en/layout.json' with { type: 'json' };
import es from '../../locales/es/layout.json' with { type: 'json' };
import fr from '../../locales/fr/layout.json' with { type: 'json' };
import pt from '../../locales/pt/layout.json' with { type: 'json' };

/** The restaurant app's frame: navigation, who is signed in, banners (namespace `restaurant`, key `layout`). */
addTranslations('restaurant', { es, en, pt, fr });
