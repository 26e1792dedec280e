import { randomUUID } from 'node:crypto';
import {
  restaurantOptionMessages as m,
  soldOptionsOf,
  type DishOptionGroup,
  type DishOptionGroupsRequest,
  type SoldOption,
} from '@mb/contracts';

/**
 * The groups as the dish keeps them: the ids sent back by the form stay (so a choice made on a screen opened before
 * the edit still names its option), new groups and options get one; an id repeated in the request gets a new one.
 */
export function optionGroupsOf(request: DishOptionGroupsRequest): DishOptionGroup[] {
  const used = new Set<string>();
  const keep = (id: string | undefined) => {
    const kept = id && !used.has(id) ? id : randomUUID();
    used.add(kept);
    return kept;
  };
  return request.map((group) => ({
    id: keep(group.id),
    name: group.name,
    multiple: group.multiple,
    required: group.required,
    max: group.multiple ? group.max : null,
    options: group.options.map((option) => ({ id: keep(option.id), name: option.name, extra: option.extra })),
  }));
}

/**
 * The options chosen (by id) for a dish, as sold and in the menu's order (so the same choice is always the same line),
 * or the Spanish reason it is refused: an option of no group of this dish, one chosen twice, two in a single-choice
 * group, more than a group's maximum, none in a required group.
 */
export function chooseOptions(dish: { name: string; option_groups: DishOptionGroup[] }, chosen: readonly string[]): SoldOption[] | string {
  if (new Set(chosen).size !== chosen.length) return m.optionRepeated;
  const known = new Set(dish.option_groups.flatMap((group) => group.options.map((option) => option.id)));
  if (chosen.some((id) => !known.has(id))) return m.optionUnknown.replace('{dish}', dish.name);
  for (const group of dish.option_groups) {
    const picked = group.options.filter((option) => chosen.includes(option.id));
    if (group.required && picked.length === 0) return m.choiceRequired.replace('{group}', group.name);
    if (!group.multiple && picked.length > 1) return m.oneChoice.replace('{group}', group.name);
    if (group.max !== null && picked.length > group.max)
      return m.tooManyChoices.replace('{group}', group.name).replace('{max}', String(group.max));
  }
  return soldOptionsOf(dish.option_groups, chosen);
}
