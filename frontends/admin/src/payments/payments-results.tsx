import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { adminPaymentsLimit } from '@mb/contracts';
import { ApiError } from '@mb/ui';
import { PaymentsTable } from './payments-table.js';
import type { useAdminPayments } from './use-admin-payments.js';

/** The table, or why there is none: loading, a failure to retry, no payments. */
export function PaymentsResults({ payments }: { payments: ReturnType<typeof useAdminPayments> }) {
  const { t } = useTranslation('admin');
  if (payments.isPending) {
    return (
      <Center py="xl" aria-busy="true">
        <Stack align="center" gap="xs">
          <Loader />
          <Text>{t('payments.loading')}</Text>
        </Stack>
      </Center>
    );
  }
  if (payments.isError) {
    const { error } = payments;
    // The answer's own message (or the fallback) when one came back; the spec's text when none did.
    const message = error instanceof ApiError && error.status !== undefined ? error.message : t('payments.loadFailed');
    return (
      <Alert color="red" title={message}>
        <Button variant="light" color="red" loading={payments.isFetching} onClick={() => void payments.refetch()}>
          {t('payments.retry')}
        </Button>
      </Alert>
    );
  }
  if (payments.data.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('payments.empty')}
      </Text>
    );
  }
  return (
    <>
      <PaymentsTable payments={payments.data} stale={payments.isPlaceholderData} />
      {payments.data.length >= adminPaymentsLimit && (
        <Text size="sm" c="dimmed">
          {t('payments.limitReached', { limit: adminPaymentsLimit })}
        </Text>
      )}
    </>
  );
}
