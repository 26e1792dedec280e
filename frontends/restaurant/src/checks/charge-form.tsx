import { useRef, useState } from 'react';
import { Alert, Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paymentMethods, type CheckPart, type PaymentMethod, type RestaurantCheck } from '@mb/contracts';
import { ApiError, formatCop } from '@mb/ui';
import { useRestaurantSession } from '../session/index.js';
import { AmountRow } from './amount-row.js';
import { isOffline } from '../offline/send-or-queue.js';
import { chargeKeyFor, useCheckChanges } from './checks-api.js';
import { keepCharge } from './kept-charges-api.js';
import { FacturaFields, facturaRequest, noFactura, type FacturaDraft } from './factura-fields.js';
import { newDraft, paymentBalance, remainingFor, tipFor, toPaymentRequest, type PaymentDraft } from './payment-drafts.js';
import { PaymentRow } from './payment-row.js';

interface ChargeFormProps {
  check: RestaurantCheck;
  /** One equal part of a split check, charged on its own; absent: the whole check. */
  part?: CheckPart;
  where: string;
  onCharged: (check: RestaurantCheck) => void;
  /** Made without connection: kept on the device (see keepCharge) rather than charged now. */
  onKept: () => void;
  onRefresh: () => void;
}

/**
 * 'Cobrar': the tip the diner is asked for (the suggested percentage, which they may lower, change or refuse; the
 * server holds the 10 % ceiling), then one or several payments in any mix until they cover the total. 'Cobrar' sends
 * them with one key per attempt, so a double tap or a retry charges once; a 409 (another device charged it) says so.
 */
export function ChargeForm({ check, part, where, onCharged, onKept, onRefresh }: ChargeFormProps) {
  const { t } = useTranslation('restaurant');
  const { readOnly, hasFeature } = useRestaurantSession();
  const { charge } = useCheckChanges();
  const documents = hasFeature('factura_electronica');
  const [factura, setFactura] = useState<FacturaDraft>(noFactura);
  const { bill } = check;
  const [tipPercent, setTipPercent] = useState<number>(bill.suggested_tip_percent);
  const [drafts, setDrafts] = useState<PaymentDraft[]>([]);
  const attempt = useRef<{ key: string; body: string } | null>(null);
  // A part's tip: its share of the check's 10 % ceiling (the service's max_tip for the part) at the percentage chosen.
  const consumption = part ? part.amount : bill.total;
  const tip = part ? Math.floor((part.max_tip * tipPercent) / 10) : tipFor(bill.subtotal, tipPercent);
  const due = consumption + tip;
  const balance = paymentBalance(drafts, due);
  const busy = readOnly || charge.isPending;

  const add = (method: PaymentMethod) => setDrafts((current) => [...current, newDraft(method, remainingFor(current, due))]);
  const replace = (draft: PaymentDraft) => setDrafts((current) => current.map((entry) => (entry.id === draft.id ? draft : entry)));
  const submit = () => {
    const payments = drafts.map(toPaymentRequest);
    const buyer = facturaRequest(factura);
    attempt.current = chargeKeyFor(attempt.current, JSON.stringify({ payments, tip, buyer }));
    const request = {
      idempotency_key: attempt.current.key,
      payments,
      tip,
      ...(part ? { part: part.number } : {}),
      ...(buyer ? { factura: buyer } : {}),
    };
    // Only a device that knows it is offline keeps the charge; a failed answer online is shown and retried with the same key.
    if (isOffline()) void keepCharge(check.id, request, due).then(onKept);
    else charge.mutate({ id: check.id, request }, { onSuccess: (charged) => onCharged(charged) });
  };
  // Another device (or an earlier tap) charged it: the 409 says so with the check's status or the part paid. Other 409s
  // (no open shift for cash, a reused key) are refusals like any other.
  const body = charge.error instanceof ApiError && charge.error.status === 409 ? charge.error.body : undefined;
  const conflict = typeof body === 'object' && body !== null && ('status' in body || 'part' in body);
  const title = part
    ? t('checks.chargePartTitle', { number: part.number, count: check.parts.length, where })
    : t('checks.chargeTitle', { where });

  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <AmountRow label={t('checks.consumption')} amount={consumption} />
      <Group align="flex-end" gap="xs">
        <NumberInput
          label={t('checks.tipPercent')}
          value={tipPercent}
          onChange={(value) => setTipPercent(typeof value === 'number' ? value : Number(value) || 0)}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          suffix=" %"
          w={140}
          disabled={busy}
        />
        <Button variant="default" disabled={busy} onClick={() => setTipPercent(0)}>
          {t('checks.noTip')}
        </Button>
        <Button variant="default" disabled={busy} onClick={() => setTipPercent(bill.suggested_tip_percent)}>
          {t('checks.suggested')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t('checks.tipHint', { percent: bill.suggested_tip_percent })}
      </Text>
      <AmountRow label={t('checks.tip')} amount={tip} />
      <AmountRow label={t('checks.due')} amount={due} strong />

      <Text size="sm" fw={600}>
        {t('checks.addPayment')}
      </Text>
      <Group gap="xs">
        {paymentMethods.map((method) => (
          <Button key={method} variant="light" disabled={busy} onClick={() => add(method)}>
            {t(`checks.methods.${method}`)}
          </Button>
        ))}
      </Group>
      {drafts.length === 0 && <Text c="dimmed">{t('checks.noPayments')}</Text>}
      {drafts.map((draft, index) => (
        <PaymentRow
          key={draft.id}
          number={index + 1}
          draft={draft}
          disabled={busy}
          onChange={replace}
          onRemove={() => setDrafts((current) => current.filter((entry) => entry.id !== draft.id))}
        />
      ))}
      {balance.covered ? (
        <AmountRow label={t('checks.changeToGive')} amount={balance.change} strong />
      ) : (
        <AmountRow label={t('checks.missing')} amount={balance.missing} strong />
      )}
      {documents && <FacturaFields draft={factura} disabled={busy} onChange={setFactura} />}
      {charge.isError &&
        (conflict ? (
          <Alert color="orange" title={t('checks.conflictTitle')} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{charge.error.message}</Text>
              <Button size="xs" variant="light" color="orange" onClick={onRefresh}>
                {t('checks.refresh')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Alert color="red" role="alert" title={charge.error.message} />
        ))}
      <Button size="lg" disabled={busy || drafts.length === 0 || !balance.covered} loading={charge.isPending} onClick={submit}>
        {t('checks.chargeButton', { amount: formatCop(due) })}
      </Button>
    </Stack>
  );
}
