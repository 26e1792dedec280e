import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChargeCheckRequest } from '@mb/contracts';
import { formatCop } from '@mb/ui';
import { ConfirmButton } from '../layout/confirm-button.js';
import { dropWrite, type ChargeWrite } from '../offline/offline-queue.js';
import { useOnline } from '../offline/use-offline-queue.js';
import { useConfirmKeptCharge, useKeptCharges } from './kept-charges-api.js';
import '../offline/offline-translations.js';

/**
 * One charge kept on the device: cash waits for the connection; a card, a transfer or a charge the server refused (its
 * refusal shown) waits for 'Confirmar cobro' or 'Descartar'.
 */
function KeptChargeRow({ write }: { write: ChargeWrite }) {
  const { t } = useTranslation('restaurant');
  const online = useOnline();
  const confirm = useConfirmKeptCharge();
  const { payments } = write.body as ChargeCheckRequest;
  const methods = [...new Set(payments.map((payment) => t(`checks.methods.${payment.method}`)))].join(' + ');
  const label = `${methods} · ${formatCop(write.charge.due)}`;
  const { toConfirm } = write.charge;
  return (
    <Paper withBorder p="xs" radius="md" role="group" aria-label={label}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600}>{label}</Text>
        <Badge color={toConfirm ? 'orange' : 'gray'}>{t(toConfirm ? 'offline.charges.toConfirm' : 'offline.charges.later')}</Badge>
      </Group>
      {write.charge.refusal && (
        <Text size="sm" c="red" mt={4}>
          {write.charge.refusal}
        </Text>
      )}
      {toConfirm && (
        <Group gap="xs" mt={6}>
          <Button size="xs" disabled={!online} loading={confirm.isPending} onClick={() => confirm.mutate(write)}>
            {t('offline.charges.confirm')}
          </Button>
          <ConfirmButton
            size="xs"
            disabled={confirm.isPending}
            question={t('offline.charges.discardQuestion')}
            keepLabel={t('offline.charges.keep')}
            confirmLabel={t('offline.charges.discardConfirm')}
            onConfirm={() => void dropWrite(write.seq!)}
          >
            {t('offline.charges.discard')}
          </ConfirmButton>
        </Group>
      )}
      {confirm.isError && <Alert mt={6} color="red" role="alert" title={confirm.error.message} />}
    </Paper>
  );
}

/** The charges of a check made without connection and still on the device. */
export function KeptCharges({ checkId }: { checkId: string }) {
  const { t } = useTranslation('restaurant');
  const kept = useKeptCharges(checkId);
  if (kept.length === 0) return null;
  return (
    <Stack gap={4} component="section" aria-labelledby="kept-charges-title">
      <Title order={3} size="h6" id="kept-charges-title">
        {t('offline.charges.title')}
      </Title>
      {kept.map((write) => (
        <KeptChargeRow key={write.seq} write={write} />
      ))}
    </Stack>
  );
}
