import { z } from 'zod';
import { restaurantText } from './restaurant-text.js';

/**
 * A dish's options (modifiers, issue 36 item 1): groups such as 'Término' (one choice, required) or 'Adiciones'
 * (several, each with its extra price in pesos). They are edited with the dish; a cart or order line keeps the options
 * chosen as sold (group, name and extra), as it keeps the dish's name and price.
 */
export const restaurantOptionMessages = {
  groupsInvalid: 'Grupos de opciones inválidos: hasta 10 grupos por plato, cada uno con 1 a 20 opciones',
  groupNameInvalid: 'Nombre de grupo de opciones inválido (1 a 60 caracteres, sin caracteres de control)',
  groupNameTaken: 'Dos grupos de opciones del plato tienen el mismo nombre',
  optionNameInvalid: 'Nombre de opción inválido (1 a 60 caracteres, sin caracteres de control)',
  optionNameTaken: 'Dos opciones del grupo "{group}" tienen el mismo nombre',
  extraInvalid: 'Precio adicional inválido: un número entero de pesos entre 0 y 10.000.000',
  maxInvalid: 'Máximo de opciones inválido en "{group}": solo en un grupo de elección múltiple, entre 1 y su número de opciones',
  choicesInvalid: 'Opciones inválidas: envía los identificadores de las opciones elegidas (hasta 50)',
  optionUnknown: 'Esa opción no es del plato "{dish}"',
  optionRepeated: 'Elegiste la misma opción dos veces',
  oneChoice: 'En "{group}" se elige una sola opción',
  tooManyChoices: 'En "{group}" se eligen como mucho {max} opciones',
  choiceRequired: 'Elige una opción de "{group}"',
} as const;
const m = restaurantOptionMessages;

const pesos = z.number().int().nonnegative();

export const dishOption = z.object({ id: z.uuid(), name: z.string(), extra: pesos });
export type DishOption = z.infer<typeof dishOption>;
/** `multiple`: several options may be chosen (up to `max` when set); `required`: at least one must be. */
export const dishOptionGroup = z.object({
  id: z.uuid(),
  name: z.string(),
  multiple: z.boolean(),
  required: z.boolean(),
  max: z.number().int().positive().nullable(),
  options: z.array(dishOption),
});
export type DishOptionGroup = z.infer<typeof dishOptionGroup>;

const duplicate = (names: string[]) => new Set(names.map((name) => name.toLocaleLowerCase('es'))).size !== names.length;

/** A group as the dish form sends it: ids of groups and options it had (kept), none for new ones. */
const dishOptionGroupRequest = z
  .object({
    id: z.uuid(m.groupsInvalid).optional(),
    name: restaurantText(60, m.groupNameInvalid),
    multiple: z.boolean(m.groupsInvalid).default(false),
    required: z.boolean(m.groupsInvalid).default(false),
    max: z.number(m.groupsInvalid).int(m.groupsInvalid).nullable().default(null),
    options: z
      .array(
        z.object({
          id: z.uuid(m.groupsInvalid).optional(),
          name: restaurantText(60, m.optionNameInvalid),
          extra: z.number(m.extraInvalid).int(m.extraInvalid).min(0, m.extraInvalid).max(10_000_000, m.extraInvalid).default(0),
        }),
        m.groupsInvalid,
      )
      .min(1, m.groupsInvalid)
      .max(20, m.groupsInvalid),
  })
  .superRefine((group, context) => {
    if (duplicate(group.options.map((option) => option.name)))
      context.addIssue({ code: 'custom', message: m.optionNameTaken.replace('{group}', group.name) });
    if (group.max !== null && (!group.multiple || group.max < 1 || group.max > group.options.length))
      context.addIssue({ code: 'custom', message: m.maxInvalid.replace('{group}', group.name) });
  });
export const dishOptionGroupsRequest = z
  .array(dishOptionGroupRequest, m.groupsInvalid)
  .max(10, m.groupsInvalid)
  .refine((groups) => !duplicate(groups.map((group) => group.name)), m.groupNameTaken);
export type DishOptionGroupsRequest = z.infer<typeof dishOptionGroupsRequest>;

/** The options chosen for a cart line: their ids, of the dish's groups. */
export const optionChoices = z.array(z.uuid(m.choicesInvalid), m.choicesInvalid).max(50, m.choicesInvalid);

/** An option as sold on a line: its group's name, its own and its extra price then. */
export const soldOption = z.object({ group: z.string(), name: z.string(), extra: pesos });
export type SoldOption = z.infer<typeof soldOption>;

/** The line's name on a bill, receipt or DIAN document: 'Churrasco (Término: medio, Adiciones: Huevo)'. */
export function soldLineName(name: string, options: readonly SoldOption[]): string {
  if (options.length === 0) return name;
  return `${name} (${options.map((option) => `${option.group}: ${option.name}`).join(', ')})`;
}

/** How a cook reads an option at a glance, on its own line under the dish: '· Término: medio', or '+ Huevo' for an extra. */
export function kitchenOptionLine(option: SoldOption): string {
  return option.extra > 0 ? `+ ${option.name}` : `· ${option.group}: ${option.name}`;
}

/** The options of `groups` whose ids were chosen, as sold and in the menu's order (the rules are the server's to check). */
export function soldOptionsOf(groups: readonly DishOptionGroup[], chosen: readonly string[]): SoldOption[] {
  return groups.flatMap((group) =>
    group.options
      .filter((option) => chosen.includes(option.id))
      .map((option) => ({ group: group.name, name: option.name, extra: option.extra })),
  );
}
