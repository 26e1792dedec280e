import type { TFunction } from 'i18next';
import { isJsonObject } from './json-text.js';

/**
 * APIDIAN's Laravel validation answer (422 'The given data was invalid.', `errors: {field: [reason]}`; reference §1)
 * read as '{field}: {reason}' in the screen's language. APIDIAN writes its reasons from Laravel's `es` (or, on an
 * install left in English, `en`) validation texts with the field's raw name; the common ones are recognised in either
 * and said again with the field's label from the form. A reason or a field not known here is shown as APIDIAN wrote it.
 */
type Reason =
  | 'required'
  | 'string'
  | 'numeric'
  | 'integer'
  | 'boolean'
  | 'email'
  | 'digits'
  | 'digitsBetween'
  | 'max'
  | 'size'
  | 'invalid'
  | 'dateFormat'
  | 'date'
  | 'after';

/** Each reason's texts (`es`, then `en`), the attribute first and then the rule's values. */
const reasonTexts: [Reason, RegExp[], string[]][] = [
  ['required', [/^El campo (.+) es obligatorio\.$/, /^The (.+) field is required\.$/], []],
  ['string', [/^El campo (.+) debe ser una cadena de caracteres\.$/, /^The (.+) must be a string\.$/], []],
  ['numeric', [/^(.+) debe ser numérico\.$/, /^The (.+) must be a number\.$/], []],
  ['integer', [/^(.+) debe ser un número entero\.$/, /^The (.+) must be an integer\.$/], []],
  ['boolean', [/^El campo (.+) debe tener un valor verdadero o falso\.$/, /^The (.+) field must be true or false\.$/], []],
  ['email', [/^(.+) no es un correo válido\.?$/, /^The (.+) must be a valid email address\.$/], []],
  [
    'digitsBetween',
    [/^(.+) debe tener entre (\d+) y (\d+) dígitos\.$/, /^The (.+) must be between (\d+) and (\d+) digits\.$/],
    ['min', 'max'],
  ],
  ['digits', [/^(.+) debe tener (\d+) dígitos\.$/, /^The (.+) must be (\d+) digits\.$/], ['count']],
  ['max', [/^(.+) no debe ser mayor que (\d+) caracteres\.$/, /^The (.+) (?:may|must) not be greater than (\d+) characters\.$/], ['max']],
  ['size', [/^(.+) debe contener (\d+) caracteres\.$/, /^The (.+) must be (\d+) characters\.$/], ['count']],
  ['invalid', [/^(.+) es inválido\.$/, /^The selected (.+) is invalid\.$/], []],
  ['dateFormat', [/^(.+) no corresponde al formato (.+)\.$/, /^The (.+) does not match the format (.+)\.$/], ['format']],
  ['date', [/^(.+) no es una fecha válida\.$/, /^The (.+) is not a valid date\.$/], []],
  ['after', [/^(.+) debe ser una fecha posterior a (.+)\.$/, /^The (.+) must be a date after (.+)\.$/], ['date']],
];

/** The labels the issuer modal and the setup forms give APIDIAN's fields (translation keys). */
const fieldLabels: Record<string, string> = {
  id: 'software.id',
  pin: 'software.pin',
  certificate: 'certificate.file',
  password: 'certificate.password',
  nit: 'form.nit',
  dv: 'form.dv',
  business_name: 'form.businessName',
  merchant_registration: 'form.merchantRegistration',
  email: 'form.email',
  phone: 'form.phone',
  address: 'form.address',
  mail_host: 'form.mailHost',
  mail_port: 'form.mailPort',
  mail_username: 'form.mailUsername',
  mail_password: 'form.mailPassword',
  mail_encryption: 'form.mailEncryption',
  ...Object.fromEntries(
    [
      'type_document_id',
      'prefix',
      'resolution',
      'resolution_date',
      'technical_key',
      'from',
      'to',
      'generated_to_date',
      'date_from',
      'date_to',
    ].map((field) => [field, `resolution.${field}`]),
  ),
};

/** A field's label, also for the name Laravel shows for it ('date from' for date_from); else the name as it is. */
function labelOf(field: string, t: TFunction): string {
  const key = fieldLabels[field] ?? fieldLabels[field.replace(/ /g, '_')];
  return key ? t(key) : field;
}

function reasonIn(text: string, t: TFunction): string {
  for (const [reason, patterns, names] of reasonTexts) {
    for (const pattern of patterns) {
      const match = pattern.exec(text);
      if (match)
        return t(`apidianErrors.reasons.${reason}`, Object.fromEntries(names.map((name, index) => [name, labelOf(match[index + 2]!, t)])));
    }
  }
  return text;
}

/** '{field}: {reason}' for each reason of a Laravel validation answer; undefined when `body` is not one. */
export function validationLines(body: unknown, t: TFunction): string[] | undefined {
  if (!isJsonObject(body) || !isJsonObject(body.errors)) return undefined;
  const lines = Object.entries(body.errors).flatMap(([field, reasons]) => {
    const label = fieldLabels[field] ? t(fieldLabels[field]) : field;
    return (Array.isArray(reasons) ? reasons : [reasons])
      .filter((reason): reason is string => typeof reason === 'string')
      .map((reason) => t('apidianErrors.line', { field: label, reason: reasonIn(reason, t) }));
  });
  return lines.length > 0 ? lines : undefined;
}
