import { useState, type FormEvent } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWorkingBranch } from '../branches/branches-api.js';
import { notifyFailure, notifySuccess } from '../menu/notify.js';
import { useRestaurantSession } from '../session/index.js';
import { useAddStation, useStations } from './stations-api.js';
import './stations-translations.js';

/**
 * The preparation stations of the branch the device works in (Cocina first, the default) and, for admins, a form to
 * add one there.
 */
export function StationsPanel({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('restaurant');
  const stations = useStations();
  // With several branches (Gold), the stations are the working branch's own (issue 37 item 4): it is named.
  const branch = useWorkingBranch(useRestaurantSession().hasFeature('multi_sucursal'))?.working.name;
  const add = useAddStation();
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    add.mutate(trimmed, {
      onSuccess: () => {
        setName('');
        notifySuccess(t('stations.added', { name: trimmed }));
      },
      onError: notifyFailure,
    });
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('stations.title')}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('stations.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('stations.hint')}
        </Text>
        {branch && <Text size="sm">{t('stations.branch', { name: branch })}</Text>}
        <Group gap="xs" role="list">
          {(stations.data ?? []).map((station) => (
            <Badge key={station.id} role="listitem" variant="light" size="lg">
              {station.is_default ? `${station.name} (${t('stations.default')})` : station.name}
            </Badge>
          ))}
        </Group>
        {!readOnly && (
          <Group component="form" onSubmit={submit} align="flex-end" gap="xs" aria-label={t('stations.add')}>
            <TextInput
              label={t('stations.name')}
              value={name}
              maxLength={40}
              onChange={(event) => setName(event.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button type="submit" loading={add.isPending} disabled={!name.trim()}>
              {t('stations.add')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
