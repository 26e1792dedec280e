import { addTranslations } from '@mb/ui';
import en from '../../locales/en/audit.json' with { type: 'json' };
import es from '../../locales/es/audit.json' with { type: 'json' };
import fr from '../../locales/fr/audit.json' with { type: 'json' };
import pt from '../../locales/pt/audit.json' with { type: 'json' };

/** 'Registro de auditoría' (key `audit` of the `admin` namespace). */
addTranslations('admin', { es, en, pt, fr });

/** Every action the view names, `<entity>.<verb>` (the translation keys nest the same way). */
export const auditActions = Object.entries(es.audit.actions).flatMap(([entity, verbs]) =>
  Object.keys(verbs).map((verb) => `${entity}.${verb}`),
);
export const auditEntityTypes = Object.keys(es.audit.entities);
