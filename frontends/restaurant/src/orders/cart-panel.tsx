import { useState } from 'react';
import { Button, Group, Loader, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCop } from '@mb/ui';
import { CartLineRow } from './cart-line-row.js';
import { LoadFailure } from '../layout/load-failure.js';
import type { Destination, useCart } from './order-taking-api.js';

interface CartPanelProps {
  cart: ReturnType<typeof useCart>;
  destination: Destination;
  readOnly: boolean;
  /** The order's number, or none when the device kept it to send once the connection returns (it said so). */
  onSent: (orderNumber: number | undefined) => void;
}

/** The order being taken: its lines, a note for the whole order, the total, and 'Enviar a cocina'. */
export function CartPanel({ cart, destination, readOnly, onSent }: CartPanelProps) {
  const { t } = useTranslation('restaurant');
  const [note, setNote] = useState('');
  const lines = cart.cart.data ?? [];
  const total = lines.reduce((sum, line) => sum + line.line_total, 0);
  const where = 'table' in destination ? t('orders.tableLabel', { number: destination.table.number }) : t('orders.takeaway');
  const send = () =>
    cart.checkout.mutate(
      { destination, note: note.trim() },
      {
        onSuccess: (order) => {
          setNote('');
          onSent(order?.number);
        },
      },
    );
  return (
    <Stack gap="xs" component="section" aria-labelledby="cart-title">
      <Title order={3} id="cart-title" tabIndex={-1}>
        {t('orders.orderFor', { where })}
      </Title>
      {cart.cart.isPending && <Loader aria-label={t('orders.loading')} />}
      {cart.cart.isError && <LoadFailure error={cart.cart.error} onRetry={() => void cart.cart.refetch()} />}
      {cart.cart.isSuccess && lines.length === 0 && <Text c="dimmed">{t('orders.emptyCart')}</Text>}
      {lines.map((line) => (
        <CartLineRow
          key={`${line.id}:${line.note}`}
          line={line}
          disabled={readOnly}
          onChange={(change) => cart.update.mutate(change)}
          onRemove={(id) => cart.remove.mutate(id)}
        />
      ))}
      <Textarea
        label={t('orders.orderNote')}
        maxLength={200}
        rows={2}
        disabled={readOnly}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
      <Group justify="space-between">
        <Text fw={700}>{t('orders.total')}</Text>
        <Text fw={700} aria-label={t('orders.total')}>
          {formatCop(total)}
        </Text>
      </Group>
      <Button size="md" disabled={readOnly || lines.length === 0} loading={cart.checkout.isPending} onClick={send}>
        {t('orders.send')}
      </Button>
    </Stack>
  );
}
