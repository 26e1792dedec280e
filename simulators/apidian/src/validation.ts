// A small Laravel validator: the FormRequest rule tables of the reference (§3, §4) written as Laravel
// writes them, with the Spanish texts of APIDIAN's `resources/lang/es/validation.php`.
import { dianCheckDigit } from './check-digit.js';
import { tables, type TableName } from './catalog.js';

/** A custom rule: returns its message (with `:attribute` for the field's name) when it fails. */
export type CustomRule = (value: unknown, data: Record<string, unknown>) => string | undefined;
export type Rule = string | CustomRule;
export type Rules = Record<string, Rule[]>;
export type Errors = Record<string, string[]>;

/** Laravel's 422 body. */
export function invalidBody(errors: Errors) {
  return { message: 'The given data was invalid.', errors };
}

/** Runs `rules` over `data`; `*` in a field expands to every index of that array. Empty result: valid. */
export function validate(data: Record<string, unknown>, rules: Rules): Errors {
  const errors: Errors = {};
  for (const [pattern, fieldRules] of Object.entries(rules)) {
    for (const field of expand(data, pattern)) {
      const messages = checkField(data, field, fieldRules);
      if (messages.length > 0) errors[field] = messages;
    }
  }
  return errors;
}

const implicitRules = new Set(['required', 'required_if', 'required_unless', 'required_with']);

function checkField(data: Record<string, unknown>, field: string, fieldRules: Rule[]): string[] {
  const value = valueAt(data, field);
  const attribute = displayable(field);
  const messages: string[] = [];
  // Laravel measures `between` and `max` as numbers on numeric fields and as lengths on the others.
  const numericField = fieldRules.includes('numeric') || fieldRules.includes('integer');
  for (const rule of fieldRules) {
    if (typeof rule === 'function') {
      if (isEmpty(value)) continue;
      const message = rule(value, data);
      if (message) messages.push(message.replace(':attribute', attribute));
      continue;
    }
    const [name = '', argText = ''] = rule.split(/:(.*)/s);
    const args = argText === '' ? [] : argText.split(',');
    // Like Laravel, only "required" rules look at an empty field, and a failed one ends the field's checks.
    if (!implicitRules.has(name) && isEmpty(value)) continue;
    const message = applyRule(name, args, value, data, attribute, field, numericField);
    if (message) {
      messages.push(message);
      if (implicitRules.has(name)) break;
    }
  }
  return messages;
}

function applyRule(
  name: string,
  args: string[],
  value: unknown,
  data: Record<string, unknown>,
  attribute: string,
  field: string,
  numericField: boolean,
): string | undefined {
  const [first = '', second = ''] = args;
  const shown = (other: string) => displayable(sibling(field, other));
  switch (name) {
    case 'required':
      return isEmpty(value) ? `El campo ${attribute} es obligatorio.` : undefined;
    case 'required_if': {
      const other = valueAt(data, sibling(field, first));
      return isEmpty(value) && String(other) === second
        ? `El campo ${attribute} es obligatorio cuando ${shown(first)} es ${second}.`
        : undefined;
    }
    case 'required_unless': {
      const other = valueAt(data, sibling(field, first));
      const allowed = args.slice(1);
      return isEmpty(value) && !allowed.includes(String(other))
        ? `El campo ${attribute} es obligatorio a menos que ${shown(first)} esté en ${allowed.join(', ')}.`
        : undefined;
    }
    case 'required_with': {
      const present = args.some((other) => !isEmpty(valueAt(data, sibling(field, other))));
      return isEmpty(value) && present
        ? `El campo ${attribute} es obligatorio cuando ${args.map(shown).join(' / ')} está presente.`
        : undefined;
    }
    case 'string':
      return typeof value === 'string' ? undefined : `El campo ${attribute} debe ser una cadena de caracteres.`;
    case 'numeric':
      return isNumeric(value) ? undefined : `${attribute} debe ser numérico.`;
    case 'integer':
      return isInteger(value) ? undefined : `${attribute} debe ser un número entero.`;
    case 'boolean':
      return [true, false, 0, 1, '0', '1'].includes(value as never)
        ? undefined
        : `El campo ${attribute} debe tener un valor verdadero o falso.`;
    case 'array':
      return typeof value === 'object' && value !== null ? undefined : `${attribute} debe ser un conjunto.`;
    case 'email':
      return typeof value === 'string' && /^[^\s@]+@[^\s@]+$/.test(value) ? undefined : `${attribute} no es un correo válido`;
    case 'url':
      return typeof value === 'string' && /^https?:\/\/[^\s/]+/.test(value) ? undefined : `El formato ${attribute} es inválido.`;
    case 'alpha_num':
      return typeof value === 'string' || typeof value === 'number'
        ? /^[\p{L}\p{N}]+$/u.test(String(value))
          ? undefined
          : `${attribute} sólo debe contener letras y números.`
        : `${attribute} sólo debe contener letras y números.`;
    case 'digits':
      return isDigits(value) && String(value).length === Number(first) ? undefined : `${attribute} debe tener ${first} dígitos.`;
    case 'digits_between': {
      const length = String(value).length;
      return isDigits(value) && length >= Number(first) && length <= Number(second)
        ? undefined
        : `${attribute} debe tener entre ${first} y ${second} dígitos.`;
    }
    case 'between': {
      if (numericField)
        return isNumeric(value) && Number(value) >= Number(first) && Number(value) <= Number(second)
          ? undefined
          : `${attribute} tiene que estar entre ${first} - ${second}.`;
      const length = [...String(value)].length;
      return length >= Number(first) && length <= Number(second)
        ? undefined
        : `${attribute} tiene que tener entre ${first} - ${second} caracteres.`;
    }
    case 'max':
      return typeof value === 'string' && [...value].length > Number(first)
        ? `${attribute} no debe ser mayor que ${first} caracteres.`
        : undefined;
    case 'size':
      return String(value).length === Number(first) ? undefined : `${attribute} debe contener ${first} caracteres.`;
    case 'gte': {
      const limit = isNumeric(first) ? Number(first) : Number(valueAt(data, sibling(field, first)));
      return isNumeric(value) && Number(value) >= limit ? undefined : `${attribute} debe ser mayor o igual a ${first}.`;
    }
    case 'in':
      return args.includes(String(value)) ? undefined : `${attribute} es inválido.`;
    case 'exists':
      return isInteger(value) && tables[first as TableName].has(Number(value)) ? undefined : `${attribute} es inválido.`;
    case 'date_format': {
      const format = args.join(',');
      return typeof value === 'string' && matchesFormat(value, format) ? undefined : `${attribute} no corresponde al formato ${format}.`;
    }
    case 'after':
    case 'after_or_equal':
    case 'before_or_equal': {
      const other = valueAt(data, sibling(field, first));
      const limit = typeof other === 'string' ? other : first;
      if (typeof value !== 'string') return `${attribute} no es una fecha válida.`;
      const passes = name === 'after' ? value > limit : name === 'after_or_equal' ? value >= limit : value <= limit;
      const words = { after: 'posterior a', after_or_equal: 'posterior o igual a', before_or_equal: 'anterior o igual a' }[name];
      return passes ? undefined : `${attribute} debe ser una fecha ${words} ${limit}.`;
    }
    case 'dian_dv': {
      const nit = String(valueAt(data, sibling(field, first)) ?? '');
      return /^\d{1,15}$/.test(nit) && String(dianCheckDigit(nit)) === String(value)
        ? undefined
        : 'Error, el digito de verificacion no es valido para este NIT.';
    }
    default:
      throw new Error(`Regla desconocida: ${name}`);
  }
}

/** Laravel's getDisplayableAttribute: Str::snake, then underscores as spaces (`IDSoftware` → `i d software`). */
function displayable(field: string): string {
  const snake = /^[a-z0-9_.*]*$/.test(field)
    ? field
    : field
        .replace(/\s+/g, '')
        .replace(/(.)(?=[A-Z])/gu, '$1_')
        .toLowerCase();
  return snake.replace(/_/g, ' ');
}

/** `other` names a field; a dotted name is absolute, a plain one lives beside `field` (e.g. customer.dv → customer.identification_number). */
function sibling(field: string, other: string): string {
  if (other.includes('.')) return other;
  const parent = field.split('.').slice(0, -1);
  return [...parent, other].join('.');
}

function expand(data: Record<string, unknown>, pattern: string): string[] {
  const star = pattern.indexOf('*');
  if (star === -1) return [pattern];
  const arrayPath = pattern.slice(0, star - 1);
  const items = valueAt(data, arrayPath);
  if (!Array.isArray(items)) return [];
  return items.flatMap((_, index) => expand(data, `${arrayPath}.${index}${pattern.slice(star + 1)}`));
}

export function valueAt(data: unknown, path: string): unknown {
  let current = data;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

export function isNumeric(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/.test(value);
}

function isInteger(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value);
  return typeof value === 'string' && /^[+-]?\d+$/.test(value);
}

function isDigits(value: unknown): boolean {
  return (typeof value === 'number' && Number.isInteger(value) && value >= 0) || (typeof value === 'string' && /^\d+$/.test(value));
}

/** The two PHP formats the requests use. */
function matchesFormat(value: string, format: string): boolean {
  if (format === 'Y-m-d') {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (!match) return false;
    const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
    return date.toISOString().slice(0, 10) === value;
  }
  if (format === 'H:i:s') return /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/.test(value);
  throw new Error(`Formato desconocido: ${format}`);
}
