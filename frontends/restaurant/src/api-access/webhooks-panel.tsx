import { useState } from 'react';
import { Badge, Button, Checkbox, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { webhookEventTypes, type WebhookRequest } from '@mb/contracts';
import { formatDateTime } from '@mb/ui';
import { LoadingState } from '@mb/ui/states';
import { ConfirmButton } from '../layout/confirm-button.js';
import { LoadFailure } from '../layout/load-failure.js';
import { useCreateWebhook, useDeliveries, useResendDelivery, useRevokeWebhook, useWebhooks, type Webhook } from './api-access-api.js';
import { SecretOnce } from './secret-once.js';

const statusColors = { pendiente: 'yellow', entregado: 'green', fallido: 'red' } as const;

function NewWebhookForm() {
  const { t } = useTranslation('restaurant');
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookRequest['events']>(['restaurant.order.created', 'restaurant.check.paid']);
  const submit = () => create.mutate({ url, events }, { onSuccess: () => setUrl('') });
  return (
    <Stack gap="sm" component="form" aria-label={t('apiAccess.webhooks.new')} onSubmit={(event) => (event.preventDefault(), submit())}>
      <Title order={3}>{t('apiAccess.webhooks.new')}</Title>
      <TextInput
        label={t('apiAccess.webhooks.url')}
        placeholder="https://"
        value={url}
        onChange={(event) => setUrl(event.currentTarget.value)}
        required
      />
      <Checkbox.Group
        label={t('apiAccess.webhooks.events')}
        value={events}
        onChange={(chosen) => setEvents(chosen as WebhookRequest['events'])}
      >
        <Stack gap={4} mt={4}>
          {webhookEventTypes.map((type) => (
            <Checkbox key={type} value={type} label={t(`apiAccess.events.${type.replaceAll('.', '_')}`)} />
          ))}
        </Stack>
      </Checkbox.Group>
      {create.error && (
        <Text c="red" role="alert">
          {create.error.message}
        </Text>
      )}
      <Group>
        <Button type="submit" loading={create.isPending}>
          {t('apiAccess.webhooks.create')}
        </Button>
      </Group>
      {create.data && <SecretOnce title={t('apiAccess.webhooks.created')} secret={create.data.data.secret} />}
    </Stack>
  );
}

/** Each delivery with its tries (answer, time, error) and 'Reenviar'. */
function DeliveryLog({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation('restaurant');
  const deliveries = useDeliveries(webhook.id);
  const resend = useResendDelivery(webhook.id);
  if (deliveries.isPending) return <LoadingState text={t('apiAccess.loading')} />;
  if (deliveries.isError) return <LoadFailure error={deliveries.error} onRetry={() => void deliveries.refetch()} />;
  if (deliveries.data.length === 0) return <Text c="dimmed">{t('apiAccess.webhooks.noDeliveries')}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={t('apiAccess.webhooks.log', { url: webhook.url })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('apiAccess.webhooks.event')}</Table.Th>
            <Table.Th>{t('apiAccess.webhooks.status')}</Table.Th>
            <Table.Th>{t('apiAccess.webhooks.attempts')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deliveries.data.map((delivery) => (
            <Table.Tr key={delivery.id}>
              <Table.Td>
                {t(`apiAccess.events.${delivery.event_type.replaceAll('.', '_')}`)}
                <Text size="xs" c="dimmed">
                  {formatDateTime(delivery.created_at)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge color={statusColors[delivery.status]}>{t(`apiAccess.deliveryStatus.${delivery.status}`)}</Badge>
              </Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  {delivery.attempts.map((attempt) => (
                    <Text key={attempt.attempt} size="xs">
                      {t('apiAccess.webhooks.attempt', {
                        number: attempt.attempt,
                        status: attempt.status_code ?? '—',
                        ms: attempt.duration_ms,
                        at: formatDateTime(attempt.at),
                      })}
                      {attempt.error ? ` · ${attempt.error}` : ''}
                    </Text>
                  ))}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="light"
                  loading={resend.isPending && resend.variables === delivery.id}
                  onClick={() => resend.mutate(delivery.id)}
                >
                  {t('apiAccess.webhooks.resend')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The restaurant's webhooks, each with its delivery log on demand; removing one asks first. */
export function WebhooksPanel() {
  const { t } = useTranslation('restaurant');
  const list = useWebhooks();
  const revoke = useRevokeWebhook();
  const [open, setOpen] = useState<string | null>(null);
  if (list.isPending) return <LoadingState text={t('apiAccess.loading')} />;
  if (list.isError) return <LoadFailure error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <Stack gap="lg">
      <NewWebhookForm />
      {list.data.length === 0 && <Text c="dimmed">{t('apiAccess.webhooks.none')}</Text>}
      {list.data.map((webhook) => (
        <Paper key={webhook.id} withBorder p="sm" component="section" aria-label={webhook.url}>
          <Group justify="space-between" wrap="wrap">
            <Stack gap={2}>
              <Text fw={600}>{webhook.url}</Text>
              <Text size="xs" c="dimmed">
                {webhook.events.map((type) => t(`apiAccess.events.${type.replaceAll('.', '_')}`)).join(' · ')}
              </Text>
            </Stack>
            <Group gap="xs">
              <Button size="compact-sm" variant="default" onClick={() => setOpen(open === webhook.id ? null : webhook.id)}>
                {t('apiAccess.webhooks.showLog')}
              </Button>
              {webhook.revoked_at ? (
                <Badge color="gray">{t('apiAccess.revoked')}</Badge>
              ) : (
                <ConfirmButton
                  size="compact-sm"
                  question={t('apiAccess.webhooks.revokeQuestion')}
                  onConfirm={() => revoke.mutate(webhook.id)}
                >
                  {t('apiAccess.webhooks.revoke')}
                </ConfirmButton>
              )}
            </Group>
          </Group>
          {open === webhook.id && <DeliveryLog webhook={webhook} />}
        </Paper>
      ))}
    </Stack>
  );
}
