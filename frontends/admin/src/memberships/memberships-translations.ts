import { addTranslations } from '@mb/ui';
import en from '../../locales/en/memberships.json' with { type: 'json' };
import es from '../../locales/es/memberships.json' with { type: 'json' };
import fr from '../../locales/fr/memberships.json' with { type: 'json' };
import pt from '../../locales/pt/memberships.json' with { type: 'json' };

/** Membresías and Tomar pago (keys `memberships` and `payment` of the `admin` namespace); Spanish as the spec words it. */
addTranslations('admin', { es, en, pt, fr });
