import { useState } from 'react';
import { Alert, Button, Checkbox, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RestaurantCheck } from '@mb/contracts';
import { formatCop } from '@mb/ui';
import { useRestaurantSession } from '../session/index.js';
import { ApprovalFields, approvalFor, noApproval, type Approval } from './approval-fields.js';
import { useCheckChanges } from './checks-api.js';
import '../invoicing/dian-translations.js';

const lineKey = (line: { order_id: string; position: number }) => `${line.order_id}/${line.position}`;

/** What of each sold line is left to refund: its quantity less the units earlier refunds took. */
function refundable(check: RestaurantCheck) {
  const refunded = new Map<string, number>();
  for (const line of check.refunds.flatMap((refund) => refund.lines))
    refunded.set(lineKey(line), (refunded.get(lineKey(line)) ?? 0) + line.quantity);
  return check.bill.lines
    .filter((line) => line.line_total > 0)
    .map((line) => ({ ...line, left: line.quantity - (refunded.get(lineKey(line)) ?? 0) }))
    .filter((line) => line.left > 0);
}

/**
 * 'Reembolsar' on a paid check: the whole check or some units of chosen lines, with the reason. Administrators make
 * it; an employee's needs an administrator's credentials typed here. Invoicing then issues a nota de ajuste (type 26)
 * referring to the sale's document; the tip is not refunded.
 */
export function RefundForm({ check, where, onDone }: { check: RestaurantCheck; where: string; onDone: () => void }) {
  const { t } = useTranslation('restaurant');
  const { isAdmin, readOnly } = useRestaurantSession();
  const { refund } = useCheckChanges();
  const lines = refundable(check);
  const [whole, setWhole] = useState(false);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState('');
  const [approval, setApproval] = useState<Approval>(noApproval);
  const chosen = lines
    .map((line) => ({ order_id: line.order_id, position: line.position, quantity: quantities[lineKey(line)] ?? 0 }))
    .filter((line) => line.quantity > 0);
  const title = t('dian.refund.title', { where });
  const submit = () =>
    refund.mutate(
      { id: check.id, request: { lines: whole ? 'all' : chosen, reason: reason.trim(), ...approvalFor(isAdmin, approval) } },
      { onSuccess: onDone },
    );

  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {t('dian.refund.hint')}
      </Text>
      <Checkbox label={t('dian.refund.whole')} checked={whole} onChange={(event) => setWhole(event.currentTarget.checked)} />
      {!whole &&
        lines.map((line) => (
          <Group key={lineKey(line)} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm">
              {t('checks.line', { quantity: line.quantity, name: line.name })} · {formatCop(line.line_total)}
            </Text>
            <NumberInput
              aria-label={t('dian.refund.quantity', { name: line.name })}
              value={quantities[lineKey(line)] ?? 0}
              onChange={(value) => setQuantities({ ...quantities, [lineKey(line)]: Number(value) || 0 })}
              min={0}
              max={line.left}
              allowDecimal={false}
              allowNegative={false}
              w={90}
            />
          </Group>
        ))}
      <TextInput
        label={t('dian.refund.reason')}
        value={reason}
        maxLength={200}
        onChange={(event) => setReason(event.currentTarget.value)}
      />
      {!isAdmin && <ApprovalFields approval={approval} onChange={setApproval} />}
      {refund.isError && <Alert color="red" role="alert" title={refund.error.message} />}
      <Button disabled={readOnly || (!whole && chosen.length === 0)} loading={refund.isPending} onClick={submit}>
        {t('dian.refund.submit')}
      </Button>
    </Stack>
  );
}
