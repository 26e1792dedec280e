import { useState } from 'react';
import { Badge, Button, Group, SegmentedControl, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiKeyAreas, type ApiKeyAccess, type ApiKeyArea, type ApiKeyScopes } from '@mb/contracts';
import { formatDateTime } from '@mb/ui';
import { LoadingState } from '@mb/ui/states';
import { ConfirmButton } from '../layout/confirm-button.js';
import { LoadFailure } from '../layout/load-failure.js';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from './api-access-api.js';
import { SecretOnce } from './secret-once.js';

type Choice = ApiKeyAccess | 'none';

/** A new key: its name, none / read / write per area, and an optional last day. */
function NewKeyForm() {
  const { t } = useTranslation('restaurant');
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [expires, setExpires] = useState('');
  const [choices, setChoices] = useState<Record<ApiKeyArea, Choice>>({
    menu: 'read',
    orders: 'none',
    checks: 'none',
    stock: 'none',
    reports: 'none',
  });
  const scopes = Object.fromEntries(Object.entries(choices).filter(([, choice]) => choice !== 'none')) as ApiKeyScopes;
  const submit = () =>
    create.mutate(
      { name, scopes, expires_at: expires ? new Date(`${expires}T23:59:59`).toISOString() : null },
      { onSuccess: () => setName('') },
    );
  return (
    <Stack gap="sm" component="form" aria-label={t('apiAccess.keys.new')} onSubmit={(event) => (event.preventDefault(), submit())}>
      <Title order={3}>{t('apiAccess.keys.new')}</Title>
      <TextInput
        label={t('apiAccess.keys.name')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        required
        maxLength={60}
      />
      {apiKeyAreas.map((area) => (
        <Group key={area} gap="sm">
          <Text w={120} id={`scope-${area}`}>
            {t(`apiAccess.areas.${area}`)}
          </Text>
          <SegmentedControl
            aria-labelledby={`scope-${area}`}
            value={choices[area]}
            onChange={(value) => setChoices({ ...choices, [area]: value as Choice })}
            data={(['none', 'read', 'write'] as const).map((choice) => ({ value: choice, label: t(`apiAccess.access.${choice}`) }))}
          />
        </Group>
      ))}
      <TextInput
        type="date"
        label={t('apiAccess.keys.expires')}
        value={expires}
        onChange={(event) => setExpires(event.currentTarget.value)}
      />
      {create.error && (
        <Text c="red" role="alert">
          {create.error.message}
        </Text>
      )}
      <Group>
        <Button type="submit" loading={create.isPending}>
          {t('apiAccess.keys.create')}
        </Button>
      </Group>
      {create.data && <SecretOnce title={t('apiAccess.keys.created', { name: create.data.data.name })} secret={create.data.data.secret} />}
    </Stack>
  );
}

/** The restaurant's keys: what each reaches, until when, its last use; revoking asks first. */
export function ApiKeysPanel() {
  const { t } = useTranslation('restaurant');
  const list = useApiKeys();
  const revoke = useRevokeApiKey();
  if (list.isPending) return <LoadingState text={t('apiAccess.loading')} />;
  if (list.isError) return <LoadFailure error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <Stack gap="lg">
      <NewKeyForm />
      {list.data.length === 0 ? (
        <Text c="dimmed">{t('apiAccess.keys.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table aria-label={t('apiAccess.keys.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('apiAccess.keys.name')}</Table.Th>
                <Table.Th>{t('apiAccess.keys.scopes')}</Table.Th>
                <Table.Th>{t('apiAccess.keys.expires')}</Table.Th>
                <Table.Th>{t('apiAccess.keys.lastUsed')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((key) => (
                <Table.Tr key={key.id}>
                  <Table.Td>
                    {key.name} <Text span c="dimmed" size="xs">{`${key.prefix}…`}</Text>
                  </Table.Td>
                  <Table.Td>
                    {Object.entries(key.scopes)
                      .map(([area, access]) => `${t(`apiAccess.areas.${area}`)}: ${t(`apiAccess.access.${access}`)}`)
                      .join(' · ')}
                  </Table.Td>
                  <Table.Td>{key.expires_at ? formatDateTime(key.expires_at) : t('apiAccess.keys.never')}</Table.Td>
                  <Table.Td>{key.last_used_at ? formatDateTime(key.last_used_at) : t('apiAccess.keys.unused')}</Table.Td>
                  <Table.Td>
                    {key.revoked_at ? (
                      <Badge color="gray">{t('apiAccess.revoked')}</Badge>
                    ) : (
                      <ConfirmButton
                        size="compact-sm"
                        question={t('apiAccess.keys.revokeQuestion', { name: key.name })}
                        onConfirm={() => revoke.mutate(key.id)}
                      >
                        {t('apiAccess.keys.revoke')}
                      </ConfirmButton>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
