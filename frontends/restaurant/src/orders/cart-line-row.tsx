import { useState } from 'react';
import { ActionIcon, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { kitchenOptionLine, soldLineName } from '@mb/contracts';
import { formatCop } from '@mb/ui';
import { ConfirmButton } from '../layout/confirm-button.js';
import type { CartLine } from './order-taking-api.js';

interface CartLineRowProps {
  line: CartLine;
  disabled: boolean;
  onChange: (line: Pick<CartLine, 'id' | 'quantity' | 'note'>) => void;
  onRemove: (lineId: string) => void;
}

/** One dish of the order with its options: quantity (1–99, as the server allows), a note for the kitchen saved on leaving the field. */
export function CartLineRow({ line, disabled, onChange, onRemove }: CartLineRowProps) {
  const { t } = useTranslation('restaurant');
  const [note, setNote] = useState(line.note);
  const setQuantity = (quantity: number) => onChange({ id: line.id, quantity, note: line.note });
  return (
    <Paper withBorder p="xs" radius="md" role="group" aria-label={soldLineName(line.name, line.options)}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} size="sm">
            {line.name}
          </Text>
          <Text size="sm">{formatCop(line.line_total)}</Text>
        </Group>
        {line.options.map((option) => (
          <Text key={`${option.group}/${option.name}`} size="xs" pl="sm">
            {kitchenOptionLine(option)}
          </Text>
        ))}
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('orders.less', { name: line.name })}
              disabled={disabled || line.quantity <= 1}
              onClick={() => setQuantity(line.quantity - 1)}
            >
              −
            </ActionIcon>
            <Text w={28} ta="center" aria-label={t('orders.quantity')}>
              {line.quantity}
            </Text>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('orders.more', { name: line.name })}
              disabled={disabled || line.quantity >= 99}
              onClick={() => setQuantity(line.quantity + 1)}
            >
              +
            </ActionIcon>
          </Group>
          <ConfirmButton
            size="xs"
            disabled={disabled}
            question={t('orders.removeQuestion', { name: line.name })}
            onConfirm={() => onRemove(line.id)}
          >
            {t('orders.remove')}
          </ConfirmButton>
        </Group>
        <TextInput
          size="xs"
          label={t('orders.note', { name: line.name })}
          placeholder={t('orders.noteHint')}
          maxLength={200}
          disabled={disabled}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          onBlur={() => note.trim() !== line.note && onChange({ id: line.id, quantity: line.quantity, note: note.trim() })}
        />
      </Stack>
    </Paper>
  );
}
