import { useState } from 'react';
import { Alert, Button, Divider, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RestaurantReceipt } from '@mb/contracts';
import { formatCop, formatDateTime } from '@mb/ui';
import { LoadingState } from '@mb/ui/states';
import { LoadFailure } from '../layout/load-failure.js';
import { useRestaurantSession } from '../session/index.js';
import { AmountRow } from './amount-row.js';
import { checkWhere } from './check-where.js';
import { ElectronicDocument } from './electronic-document.js';
import { LineMark } from './line-mark.js';
import { useReceipt, useSendReceipt } from './checks-api.js';
import { PaymentList } from './payment-list.js';
import { EscPosPrintButton, PrintArea, PrintButton, receiptBytes } from '../printing/index.js';

/** The receipt's header: the restaurant's name, NIT and address as set in its billing settings (the app's name until then). */
function ReceiptHeader({ receipt }: { receipt: RestaurantReceipt }) {
  const { t } = useTranslation('restaurant');
  const { productName } = useRestaurantSession();
  const { business } = receipt;
  return (
    <Stack gap={0} align="center">
      <Title order={2} size="h4" ta="center">
        {business.name ?? productName}
      </Title>
      {business.nit && <Text size="sm">{t('checks.nit', { nit: business.nit })}</Text>}
      {business.address && <Text size="sm">{business.address}</Text>}
      <Text fw={700} mt="xs">
        {t('checks.receipt')}
      </Text>
    </Stack>
  );
}

/** Sends the receipt to the diner's e-mail; the service's answer (or refusal) is shown in place. */
function SendReceiptForm({ checkId, part }: { checkId: string; part?: number }) {
  const { t } = useTranslation('restaurant');
  const send = useSendReceipt(checkId, part);
  const [email, setEmail] = useState('');
  return (
    <form
      data-print-hide
      noValidate
      aria-label={t('checks.sendReceipt')}
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate(email.trim());
      }}
    >
      <Stack gap="xs">
        <Group align="flex-end" gap="xs">
          <TextInput
            type="email"
            label={t('checks.dinerEmail')}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            style={{ flex: '1 1 220px' }}
          />
          <Button type="submit" variant="light" loading={send.isPending} disabled={email.trim() === ''}>
            {t('checks.sendReceipt')}
          </Button>
        </Group>
        {send.isSuccess && <Alert color="green" role="status" title={send.data} />}
        {send.isError && <Alert color="red" role="alert" title={send.error.message} />}
      </Stack>
    </form>
  );
}

/**
 * The receipt (recibo de pago) of a charged check or of one of its equal parts: the restaurant's data, the lines with
 * the INC broken out, the tip apart, the payments and the change; printable and sendable by e-mail; at its foot the
 * DIAN document of the sale (number, legend, CUDE and QR) once invoicing has issued it.
 */
export function ReceiptView({ checkId, part }: { checkId: string; part?: number }) {
  const { t } = useTranslation('restaurant');
  const receipt = useReceipt(checkId, part);
  const { productName } = useRestaurantSession();
  if (receipt.isPending) return <LoadingState text={t('checks.loadingReceipt')} />;
  if (receipt.isError) return <LoadFailure error={receipt.error} onRetry={() => void receipt.refetch()} />;
  const data = receipt.data;
  return (
    <Stack gap="sm">
      <PrintArea label={t('checks.receipt')}>
        <Stack gap="xs">
          <ReceiptHeader receipt={data} />
          <Text size="sm" ta="center">
            {checkWhere(data, t)} · {t('checks.waiter', { name: data.waiter.name })}
          </Text>
          <Text size="xs" ta="center">
            {formatDateTime(data.paid_at)}
          </Text>
          {data.part && (
            <Text size="sm" ta="center" fw={600}>
              {t('checks.partOf', { number: data.part.number, count: data.part.of })} · {formatCop(data.part.amount)}
            </Text>
          )}
          <Divider />
          {data.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a receipt's lines are fixed once charged and carry no id
            <div key={index}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm">{t('checks.line', { quantity: line.quantity, name: line.name })}</Text>
                <Text size="sm">{formatCop(line.line_total)}</Text>
              </Group>
              <LineMark line={line} />
            </div>
          ))}
          <Divider />
          {data.discount > 0 && <AmountRow label={t('checks.discounts')} amount={-data.discount} />}
          <AmountRow label={t('checks.subtotal')} amount={data.subtotal} />
          {data.inc_responsible && <AmountRow label={t('checks.inc', { percent: data.inc_percent })} amount={data.inc} />}
          <AmountRow label={t('checks.total')} amount={data.total} strong />
          <AmountRow label={t('checks.tip')} amount={data.tip} />
          <AmountRow label={t('checks.amountPaid')} amount={data.amount_paid} strong />
          <Divider />
          <PaymentList payments={data.payments} />
          <AmountRow label={t('checks.change')} amount={data.change} />
          <Divider />
          <ElectronicDocument document={data.electronic_document} />
        </Stack>
      </PrintArea>
      <Group data-print-hide>
        <PrintButton />
        <EscPosPrintButton bytes={(paper, tr) => receiptBytes(data, { name: productName, where: checkWhere(data, tr) }, paper, tr)} />
      </Group>
      <SendReceiptForm checkId={checkId} part={part} />
    </Stack>
  );
}
