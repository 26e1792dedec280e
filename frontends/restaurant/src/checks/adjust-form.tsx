import { useState } from 'react';
import { Alert, Button, Group, NativeSelect, NumberInput, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { adjustmentKinds, type AdjustCheckRequest, type AdjustmentKind, type RestaurantCheck } from '@mb/contracts';
import { formatCop } from '@mb/ui';
import { useRestaurantSession } from '../session/index.js';
import { ApprovalFields, approvalFor, noApproval, type Approval } from './approval-fields.js';
import { useCheckChanges } from './checks-api.js';

const wholeCheck = 'cuenta';
const lineKey = (line: { order_id: string; position: number }) => `${line.order_id}/${line.position}`;

/**
 * A discount (percentage or amount, on a line or the whole check), a courtesy (a line at 0) or a void (a line out),
 * each with its reason. Administrators make them; an employee's needs an administrator's username and password typed
 * here (the service checks them and refuses in Spanish otherwise).
 */
export function AdjustForm({ check, where, onDone }: { check: RestaurantCheck; where: string; onDone: (check: RestaurantCheck) => void }) {
  const { t } = useTranslation('restaurant');
  const { isAdmin, readOnly } = useRestaurantSession();
  const { adjust } = useCheckChanges();
  const lines = check.bill.lines.filter((line) => !line.courtesy && !line.voided);
  const [kind, setKind] = useState<AdjustmentKind>('descuento');
  const [target, setTarget] = useState<string>(lines[0] ? lineKey(lines[0]) : wholeCheck);
  const [discountType, setDiscountType] = useState<'porcentaje' | 'valor'>('porcentaje');
  const [value, setValue] = useState<number>(10);
  const [reason, setReason] = useState('');
  const [approval, setApproval] = useState<Approval>(noApproval);
  const line = lines.find((candidate) => lineKey(candidate) === target);
  const title = t('checks.adjustTitle', { where });

  const submit = () => {
    const request: AdjustCheckRequest = {
      kind,
      reason: reason.trim(),
      ...(line && (kind !== 'descuento' || target !== wholeCheck) ? { line: { order_id: line.order_id, position: line.position } } : {}),
      ...(kind === 'descuento' ? { discount: { type: discountType, value } } : {}),
      ...approvalFor(isAdmin, approval),
    };
    adjust.mutate({ id: check.id, request }, { onSuccess: onDone });
  };
  const targets = [
    ...lines.map((candidate) => ({
      value: lineKey(candidate),
      label: `${t('checks.line', { quantity: candidate.quantity, name: candidate.name })} · ${formatCop(candidate.line_total)}`,
    })),
    ...(kind === 'descuento' ? [{ value: wholeCheck, label: t('checks.wholeCheck') }] : []),
  ];
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <SegmentedControl
        aria-label={t('checks.adjustKind')}
        value={kind}
        onChange={(next) => {
          setKind(next as AdjustmentKind);
          if (target === wholeCheck && lines[0]) setTarget(lineKey(lines[0]));
        }}
        data={adjustmentKinds.map((option) => ({ value: option, label: t(`checks.adjustKinds.${option}`) }))}
        fullWidth
      />
      <Text size="sm" c="dimmed">
        {t(`checks.adjustHints.${kind}`)}
      </Text>
      <NativeSelect
        label={t('checks.adjustLine')}
        value={target}
        data={targets}
        onChange={(event) => setTarget(event.currentTarget.value)}
      />
      {kind === 'descuento' && (
        <Group align="flex-end" gap="xs">
          <NativeSelect
            label={t('checks.discountType')}
            value={discountType}
            data={[
              { value: 'porcentaje', label: t('checks.discountTypes.porcentaje') },
              { value: 'valor', label: t('checks.discountTypes.valor') },
            ]}
            onChange={(event) => setDiscountType(event.currentTarget.value as 'porcentaje' | 'valor')}
          />
          <NumberInput
            label={t('checks.discountValue')}
            value={value}
            onChange={(next) => setValue(Number(next) || 0)}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator="."
            decimalSeparator=","
            {...(discountType === 'porcentaje' ? { suffix: ' %' } : { prefix: '$ ' })}
            w={160}
          />
        </Group>
      )}
      <TextInput
        label={t('checks.adjustReason')}
        value={reason}
        maxLength={200}
        onChange={(event) => setReason(event.currentTarget.value)}
      />
      {!isAdmin && <ApprovalFields approval={approval} onChange={setApproval} />}
      {adjust.isError && <Alert color="red" role="alert" title={adjust.error.message} />}
      <Button disabled={readOnly || targets.length === 0} loading={adjust.isPending} onClick={submit}>
        {t('checks.applyAdjustment')}
      </Button>
    </Stack>
  );
}
