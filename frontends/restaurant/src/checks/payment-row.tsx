import { CloseButton, Group, NativeSelect, Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cardFranchises } from '@mb/contracts';
import type { PaymentDraft } from './payment-drafts.js';
import { PesoInput } from '../layout/peso-input.js';

interface PaymentRowProps {
  number: number;
  draft: PaymentDraft;
  disabled: boolean;
  onChange: (draft: PaymentDraft) => void;
  onRemove: () => void;
}

/**
 * One payment of the charge with what its method needs: cash the amount received; a card from the restaurant's own
 * terminal its type, franchise, last four digits and approval code; Nequi and Daviplata an optional reference; a
 * transfer its bank and reference.
 */
export function PaymentRow({ number, draft, disabled, onChange, onRemove }: PaymentRowProps) {
  const { t } = useTranslation('restaurant');
  const title = t('checks.paymentOf', { number, method: t(`checks.methods.${draft.method}`) });
  const set = (change: Partial<PaymentDraft>) => onChange({ ...draft, ...change });
  const text = (field: 'last_four' | 'approval_code' | 'bank' | 'reference', label: string, extra: { maxLength: number }) => (
    <TextInput
      label={label}
      value={draft[field]}
      disabled={disabled}
      onChange={(event) => set({ [field]: event.currentTarget.value })}
      {...extra}
    />
  );
  return (
    <Paper withBorder radius="md" p="xs" role="group" aria-label={title}>
      <Group justify="space-between" mb={4}>
        <Text fw={600} size="sm">
          {title}
        </Text>
        <CloseButton aria-label={t('checks.removePayment', { number })} disabled={disabled} onClick={onRemove} />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <PesoInput
          label={draft.method === 'efectivo' ? t('checks.received') : t('checks.amount')}
          value={draft.amount}
          disabled={disabled}
          onChange={(amount) => set({ amount: Number(amount) || 0 })}
        />
        {draft.method === 'tarjeta' && (
          <>
            <NativeSelect
              label={t('checks.cardType')}
              value={draft.card_type}
              disabled={disabled}
              data={[
                { value: 'debito', label: t('checks.debit') },
                { value: 'credito', label: t('checks.credit') },
              ]}
              onChange={(event) => set({ card_type: event.currentTarget.value as PaymentDraft['card_type'] })}
            />
            <NativeSelect
              label={t('checks.franchise')}
              value={draft.franchise}
              disabled={disabled}
              data={cardFranchises.map((franchise) => ({ value: franchise, label: t(`checks.franchises.${franchise}`) }))}
              onChange={(event) => set({ franchise: event.currentTarget.value as PaymentDraft['franchise'] })}
            />
            {text('last_four', t('checks.lastFour'), { maxLength: 4 })}
            {text('approval_code', t('checks.approvalCode'), { maxLength: 12 })}
          </>
        )}
        {draft.method === 'transferencia' && text('bank', t('checks.bank'), { maxLength: 60 })}
        {draft.method !== 'efectivo' && draft.method !== 'tarjeta' && text('reference', t('checks.reference'), { maxLength: 60 })}
      </SimpleGrid>
    </Paper>
  );
}
