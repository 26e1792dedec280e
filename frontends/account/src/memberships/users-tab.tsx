import { useState } from 'react';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { planNames, planTypes } from '@mb/contracts';
import { emit } from '@mb/ui';

/**
 * Spec 2 §2.1: the user-management variant of 'Mis Suscripciones', for administrators: plan and status filters and a
 * search, which only show 'Selecciona filtros para ver usuarios.'. Users are managed in the 'Panel de Super
 * Administrador', which the button opens.
 */
export function UsersTab() {
  const { t } = useTranslation('account');
  const [plan, setPlan] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const all = { value: '', label: t('memberships.users.all') };
  const statuses = (['active', 'inactive'] as const).map((value) => ({ value, label: t(`memberships.users.${value}`) }));
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('memberships.users.plan')}
          data={[all, ...planTypes.map((type) => ({ value: type, label: planNames[type] }))]}
          value={plan ?? ''}
          onChange={setPlan}
          allowDeselect={false}
        />
        <Select
          label={t('memberships.users.status')}
          data={[all, ...statuses]}
          value={status ?? ''}
          onChange={setStatus}
          allowDeselect={false}
        />
        <TextInput
          type="search"
          label={t('memberships.users.search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      </Group>
      <Text c="dimmed">{t('memberships.users.selectFilters')}</Text>
      <Button variant="light" w="fit-content" onClick={() => emit('open-admin-dashboard')}>
        {t('memberships.users.openPanel')}
      </Button>
    </Stack>
  );
}
