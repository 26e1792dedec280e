import { ActionIcon, Button, Checkbox, Fieldset, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DishOptionGroup } from '@mb/contracts';
import { PesoInput } from '../layout/peso-input.js';
import '../options/dish-options-translations.js';

/** A group as the form holds it: ids of what the dish had (kept by the server), none for what was just added. */
export interface OptionGroupDraft {
  id?: string;
  name: string;
  multiple: boolean;
  required: boolean;
  max: number | null;
  options: Array<{ id?: string; name: string; extra: number | string }>;
}

export const draftsOf = (groups: DishOptionGroup[] = []): OptionGroupDraft[] =>
  groups.map((group) => ({ ...group, options: group.options.map((option) => ({ ...option })) }));

/** What the dish form sends: blank extras are 0; the server checks the rest and says what is wrong. */
export const requestOf = (drafts: OptionGroupDraft[]) =>
  drafts.map((group) => ({
    ...group,
    name: group.name.trim(),
    max: group.multiple ? group.max : null,
    options: group.options.map((option) => ({
      ...option,
      name: option.name.trim(),
      extra: option.extra === '' ? 0 : Number(option.extra),
    })),
  }));

const newOption = () => ({ name: '', extra: '' as number | string });

/**
 * The dish's option groups ('Término': one choice, required; 'Adiciones': several, each with its extra in pesos):
 * each group a fieldset 'Grupo de opciones N' with its name, its rules and its options.
 */
export function OptionGroupsEditor({ groups, onChange }: { groups: OptionGroupDraft[]; onChange: (groups: OptionGroupDraft[]) => void }) {
  const { t } = useTranslation('restaurant');
  const change = (index: number, patch: Partial<OptionGroupDraft>) =>
    onChange(groups.map((group, at) => (at === index ? { ...group, ...patch } : group)));
  const changeOption = (index: number, optionIndex: number, patch: Partial<OptionGroupDraft['options'][number]>) =>
    change(index, { options: groups[index]!.options.map((option, at) => (at === optionIndex ? { ...option, ...patch } : option)) });

  return (
    <Stack gap="xs" role="group" aria-label={t('dishOptions.title')}>
      <Text fw={600} size="sm">
        {t('dishOptions.title')}
      </Text>
      {groups.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('dishOptions.none')}
        </Text>
      )}
      {groups.map((group, index) => (
        <Fieldset key={group.id ?? `new-${index}`} legend={t('dishOptions.group', { number: index + 1 })} p="sm">
          <Stack gap="xs">
            <Group align="flex-end" wrap="wrap">
              <TextInput
                label={t('dishOptions.groupName')}
                placeholder={t('dishOptions.groupNameHint')}
                value={group.name}
                maxLength={60}
                onChange={(event) => change(index, { name: event.currentTarget.value })}
              />
              <Checkbox
                label={t('dishOptions.required')}
                checked={group.required}
                onChange={(event) => change(index, { required: event.currentTarget.checked })}
              />
              <Checkbox
                label={t('dishOptions.multiple')}
                checked={group.multiple}
                onChange={(event) => change(index, { multiple: event.currentTarget.checked, max: null })}
              />
              {group.multiple && (
                <NumberInput
                  label={t('dishOptions.max')}
                  value={group.max ?? ''}
                  min={1}
                  max={group.options.length}
                  allowDecimal={false}
                  w={140}
                  onChange={(value) => change(index, { max: value === '' ? null : Number(value) })}
                />
              )}
            </Group>
            {group.options.map((option, optionIndex) => (
              <Group key={option.id ?? `new-${optionIndex}`} align="flex-end" wrap="nowrap" gap="xs">
                <TextInput
                  label={t('dishOptions.option', { number: optionIndex + 1 })}
                  value={option.name}
                  maxLength={60}
                  style={{ flex: 1 }}
                  onChange={(event) => changeOption(index, optionIndex, { name: event.currentTarget.value })}
                />
                <PesoInput
                  label={t('dishOptions.extra', { number: optionIndex + 1 })}
                  value={option.extra}
                  w={150}
                  onChange={(value) => changeOption(index, optionIndex, { extra: value })}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('dishOptions.removeOption', { number: optionIndex + 1 })}
                  disabled={group.options.length === 1}
                  onClick={() => change(index, { options: group.options.filter((_, at) => at !== optionIndex) })}
                >
                  ×
                </ActionIcon>
              </Group>
            ))}
            <Group gap="xs">
              <Button size="xs" variant="light" onClick={() => change(index, { options: [...group.options, newOption()] })}>
                {t('dishOptions.addOption')}
              </Button>
              <Button size="xs" variant="subtle" color="red" onClick={() => onChange(groups.filter((_, at) => at !== index))}>
                {t('dishOptions.removeGroup')}
              </Button>
            </Group>
          </Stack>
        </Fieldset>
      ))}
      <Group>
        <Button
          size="xs"
          variant="default"
          onClick={() => onChange([...groups, { name: '', multiple: false, required: false, max: null, options: [newOption()] }])}
        >
          {t('dishOptions.addGroup')}
        </Button>
      </Group>
    </Stack>
  );
}
