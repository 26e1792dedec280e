import { useState, type FormEvent } from 'react';
import { Button, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cashMovementRequest } from '@mb/contracts';
import { emit, formatCop } from '@mb/ui';
import { PesoInput } from '../layout/peso-input.js';
import { useRestaurantSession } from '../session/index.js';
import { useShiftChanges, type CashMovement } from './caja-api.js';
import { ProblemAlert } from './problem-alert.js';
import { refusal } from './refusal.js';
import './caja-translations.js';

/** Cash put into or taken out of the open register (gastos, retiros...), always with its reason. */
export function CashMovementForm() {
  const { t } = useTranslation('restaurant');
  const { readOnly } = useRestaurantSession();
  const { move } = useShiftChanges();
  const [kind, setKind] = useState<CashMovement['kind']>('salida');
  const [amount, setAmount] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = cashMovementRequest.safeParse({ kind, amount: amount === '' ? 0 : amount, reason: reason.trim() });
    if (!parsed.success) return setProblem(refusal(parsed.error));
    setProblem(undefined);
    move.mutate(parsed.data, {
      onSuccess: () => {
        emit('global-toast', {
          type: 'success',
          message: t('caja.movements.done', { kind: t(`caja.movements.kinds.${kind}`), amount: formatCop(parsed.data.amount) }),
        });
        setAmount('');
        setReason('');
      },
      onError: (error) => setProblem(error.message),
    });
  }

  return (
    <Stack gap="xs" component="form" onSubmit={submit} aria-label={t('caja.movements.title')}>
      <Group align="flex-end" wrap="wrap" gap="xs">
        <SegmentedControl
          aria-label={t('caja.movements.kind')}
          value={kind}
          onChange={(value) => setKind(value as CashMovement['kind'])}
          data={(['salida', 'entrada'] as const).map((value) => ({ value, label: t(`caja.movements.kinds.${value}`) }))}
          data-testid="caja-movement-kind"
        />
        <PesoInput
          label={t('caja.movements.amount')}
          value={amount}
          onChange={setAmount}
          data-testid="caja-movement-amount"
          style={{ flex: '1 1 140px' }}
        />
        <TextInput
          label={t('caja.movements.reason')}
          placeholder={t('caja.movements.reasonHint')}
          value={reason}
          maxLength={200}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-testid="caja-movement-reason"
          style={{ flex: '2 1 200px' }}
        />
        <Button type="submit" variant="light" loading={move.isPending} disabled={readOnly} data-testid="caja-movement-add">
          {t('caja.movements.submit')}
        </Button>
      </Group>
      <ProblemAlert problem={problem} />
    </Stack>
  );
}
