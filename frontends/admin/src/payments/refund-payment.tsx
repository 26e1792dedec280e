import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest, emit } from '@mb/ui';
import type { AdminPayment } from './use-admin-payments.js';

/**
 * 'Reembolsar' an approved payment whose money went back to the customer, after confirming: billing ends the
 * subscriptions it paid and invoicing cancels its invoice with a DIAN credit note.
 */
export function RefundPayment({ payment }: { payment: AdminPayment }) {
  const { t } = useTranslation('admin');
  const [confirming, setConfirming] = useState(false);
  const client = useQueryClient();
  const refund = useMutation({
    mutationFn: () =>
      apiRequest<{ message: string }>(`/auth/payments/${encodeURIComponent(payment.id)}/refund`, {
        method: 'POST',
        fallback: t('payments.refund.failed'),
      }),
    onSuccess: (answer) => {
      setConfirming(false);
      emit('global-toast', { type: 'success', message: answer.message });
    },
    onError: (error) => emit('global-toast', { type: 'error', message: error.message }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'payments'] }),
  });
  return (
    <>
      <Button size="compact-xs" variant="subtle" color="red" mt={4} onClick={() => setConfirming(true)}>
        {t('payments.refund.action')}
      </Button>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('payments.refund.title')} size="md">
        <Stack>
          <Text size="sm">{t('payments.refund.text', { name: payment.user_full_name, reference: payment.wompi_reference })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={refund.isPending}>
              {t('payments.refund.cancel')}
            </Button>
            <Button color="red" loading={refund.isPending} onClick={() => refund.mutate()}>
              {t('payments.refund.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
