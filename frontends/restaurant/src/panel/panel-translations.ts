import { addTranslations } from '@mb/ui';
import en from '../../locales/en/panel.json' with { type: 'json' };
import es from '../../locales/es/panel.json' with { type: 'json' };
import fr from '../../locales/fr/panel.json' with { type: 'json' };
import pt from '../../locales/pt/panel.json' with { type: 'json' };

/** /restaurant/panelControl (namespace `restaurant`). */
addTranslations('restaurant', { es, en, pt, fr });
