import { addTranslations } from '@mb/ui';
import en from '../../locales/en/storeAdmin.json' with { type: 'json' };
import es from '../../locales/es/storeAdmin.json' with { type: 'json' };
import fr from '../../locales/fr/storeAdmin.json' with { type: 'json' };
import pt from '../../locales/pt/storeAdmin.json' with { type: 'json' };

/** 'Administración de Tienda' (key `storeAdmin` of the `admin` namespace); Spanish is the spec's wording (spec 2 §2.8, §5, §8). */
addTranslations('admin', { es, en, pt, fr });
