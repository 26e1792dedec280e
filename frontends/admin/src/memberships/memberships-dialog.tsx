import { useState } from 'react';
import { Alert, Badge, Button, Group, Modal, Select, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { planNames, planTypes, type PlanType, type Subscription } from '@mb/contracts';
import { emit, formatDate } from '@mb/ui';
import { FailureAlert, LoadingState } from '@mb/ui/states';
import { assignRestaurant, deactivateMembership, membershipsKey, useMemberships } from './memberships-api.js';
import { TakePaymentDialog, type MembershipUser } from './take-payment-dialog.js';
import './memberships-translations.js';

const statusColors: Record<Subscription['status'], string> = {
  pending_payment: 'yellow',
  active: 'green',
  grace: 'orange',
  expired: 'gray',
  cancelled: 'red',
};

/** Spec 2 §2.5 'Membresías': the user's memberships, a Restaurant one to assign (pending payment), deactivation, payment. */
export function MembershipsDialog({ user, opened, onClose }: { user: MembershipUser; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const memberships = useMemberships(user.id, opened);
  const [plan, setPlan] = useState<PlanType>('pro');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Subscription | null>(null);
  const [paying, setPaying] = useState<string | null>(null);
  // The users list shows each user's plan from their live memberships.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: membershipsKey(user.id) }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
    ]);

  async function act(run: () => Promise<unknown>, done: string, failed: string) {
    setBusy(true);
    setError(null);
    try {
      await run();
      emit('global-toast', { type: 'success', message: done });
      await refresh();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Modal
        opened={opened && paying === null}
        onClose={onClose}
        title={t('memberships.title', { name: user.full_name || user.email })}
        size="lg"
      >
        <Stack gap="md">
          <Group align="end">
            <Select
              label={t('memberships.plan')}
              value={plan}
              onChange={(value) => value && setPlan(value as PlanType)}
              data={planTypes.map((type) => ({ value: type, label: planNames[type] }))}
              allowDeselect={false}
              w={160}
            />
            <Button
              loading={busy}
              onClick={() => void act(() => assignRestaurant(user.id, plan), t('memberships.activated'), t('memberships.activateFailed'))}
            >
              {t('memberships.activate')}
            </Button>
          </Group>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          {memberships.isPending ? (
            <LoadingState text={t('memberships.loading')} />
          ) : memberships.isError ? (
            <FailureAlert
              message={memberships.error.message}
              retryLabel={t('memberships.retry')}
              retrying={memberships.isFetching}
              onRetry={() => void memberships.refetch()}
            />
          ) : memberships.data.length === 0 ? (
            <Text c="dimmed">{t('memberships.empty')}</Text>
          ) : (
            <Table>
              <Table.Tbody>
                {memberships.data.map((membership) => (
                  <Table.Tr key={membership.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {membership.product_name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {planNames[membership.plan_type]} · {t('memberships.until', { date: formatDate(membership.expiry_date) })}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={statusColors[membership.status]} variant="light">
                        {t(`memberships.statuses.${membership.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">
                      {membership.status === 'pending_payment' && (
                        <Button size="xs" onClick={() => setPaying(membership.id)}>
                          {t('memberships.takePayment')}
                        </Button>
                      )}
                      {membership.status === 'active' && (
                        <Button size="xs" color="red" variant="light" onClick={() => setConfirming(membership)}>
                          {t('memberships.deactivate')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </Modal>
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title={t('memberships.deactivate')} size="sm">
        <Stack>
          <Text>{t('memberships.deactivateConfirm', { product: confirming?.product_name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {t('memberships.cancel')}
            </Button>
            <Button
              color="red"
              loading={busy}
              onClick={() => {
                const target = confirming!;
                setConfirming(null);
                void act(() => deactivateMembership(target.id), t('memberships.deactivated'), t('memberships.deactivateFailed'));
              }}
            >
              {t('memberships.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {paying !== null && <TakePaymentDialog user={user} opened subscriptionId={paying} onClose={() => setPaying(null)} />}
    </>
  );
}
