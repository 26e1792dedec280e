import { useState } from 'react';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { Branch } from '@mb/contracts';
import { useTranslation } from 'react-i18next';
import { useStaffMembers } from '../session/index.js';
import { useSetBranchStaff } from './branches-api.js';
import './branches-translations.js';

/**
 * Who works in the branch (issue 37 item 4): the restaurant's staff, each ticked or not; administrators and the owner
 * work in every branch and are not listed. Saved all at once.
 */
export function BranchStaffForm({ branch }: { branch: Branch }) {
  const { t } = useTranslation('restaurant');
  const staff = useStaffMembers();
  const save = useSetBranchStaff(branch.id);
  const [chosen, setChosen] = useState(() => new Set(branch.staff));
  const people = (staff.data ?? []).filter((person) => !person.is_owner && person.role !== 'admin' && person.role !== 'super_admin');
  const toggle = (id: string, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <Stack gap="xs" role="group" aria-label={t('branches.staffTitle', { name: branch.name })}>
      <Text fw={600}>{t('branches.staffTitle', { name: branch.name })}</Text>
      <Text size="sm" c="dimmed">
        {t('branches.staffHint')}
      </Text>
      {people.map((person) => (
        <Checkbox
          key={person.id}
          label={`${person.name} · ${person.email}`}
          checked={chosen.has(person.id)}
          onChange={(event) => toggle(person.id, event.currentTarget.checked)}
        />
      ))}
      <Group gap="xs">
        <Button size="compact-sm" onClick={() => save.mutate([...chosen])} loading={save.isPending}>
          {t('branches.saveStaff')}
        </Button>
        {save.isSuccess && <Text size="sm">{t('branches.saved')}</Text>}
        {save.error && (
          <Text size="sm" c="red">
            {save.error.message}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
