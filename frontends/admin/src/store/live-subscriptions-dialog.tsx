import { List, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { liveSubscriptionsConflict, planTypes, type LiveSubscriptionsConflict } from '@mb/contracts';
import { ApiError, formatDate } from '@mb/ui';
import { ConfirmActions } from './confirm-delete.js';

/** The catalog's 409 for an edit that deactivates a product or moves its slug while someone holds it, if that is the error. */
export function liveSubscriptionsConflictOf(error: unknown): LiveSubscriptionsConflict | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const parsed = liveSubscriptionsConflict.safeParse(error.body);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Asks before an edit that reaches the product's holders: what it would do and which live subscriptions it reaches
 * (plan, status, until when; who holds them is the memberships screen's to tell). Confirming saves it anyway.
 */
export function LiveSubscriptionsDialog({
  conflict,
  ...answers
}: {
  conflict: LiveSubscriptionsConflict | null;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('admin');
  const text = (key: string, options?: Record<string, unknown>) => t(`storeAdmin.liveSubscriptions.${key}`, options);
  const planName = (type: string) => t(`storeAdmin.form.planNames.${type}`);
  if (!conflict) return null;
  const live = conflict.live_subscriptions;
  const plans = planTypes
    .filter((type) => live.plans[type] > 0)
    .map((type) => text('perPlan', { count: live.plans[type], plan: planName(type) }));
  const unlisted = live.count - live.subscriptions.length;

  return (
    <Modal opened onClose={answers.onCancel} title={text('title')} centered size="lg">
      <Stack>
        <Text>{text('intro', { count: live.count, plans: plans.join(', ') })}</Text>
        <List>
          {conflict.changes.map((change) => (
            <List.Item key={change}>{text(`changes.${change}`, conflict.slug)}</List.Item>
          ))}
        </List>
        <Table striped aria-label={text('tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{text('subscription')}</Table.Th>
              <Table.Th>{text('plan')}</Table.Th>
              <Table.Th>{text('status')}</Table.Th>
              <Table.Th>{text('until')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {live.subscriptions.map((subscription) => (
              <Table.Tr key={subscription.id}>
                <Table.Td>{subscription.id.slice(0, 8)}</Table.Td>
                <Table.Td>{planName(subscription.plan_type)}</Table.Td>
                <Table.Td>{text(`statuses.${subscription.status}`)}</Table.Td>
                <Table.Td>{formatDate(subscription.expires_at)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {unlisted > 0 && <Text size="sm">{text('more', { count: unlisted })}</Text>}
        <ConfirmActions {...answers} cancel={text('cancel')} action={text('confirm')} color="orange" />
      </Stack>
    </Modal>
  );
}
