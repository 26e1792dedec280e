import { addTranslations } from '@mb/ui';
import en from '../../locales/en/printing.json' with { type: 'json' };
import es from '../../locales/es/printing.json' with { type: 'json' };
import fr from '../../locales/fr/printing.json' with { type: 'json' };
import pt from '../../locales/pt/printing.json' with { type: 'json' };

/** Ticket printers (namespace `restaurant`, key `printing`). */
addTranslations('restaurant', { es, en, pt, fr });
