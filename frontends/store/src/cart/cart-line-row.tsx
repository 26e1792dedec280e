import { ActionIcon, Badge, Box, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCop } from '@mb/ui';
import { ProductImage } from '../catalog/product-image.js';
import { lineKey, lineTotal, type CartItem } from './cart-lines.js';
import { cartStore } from './cart-store.js';

/** One line of the cart sidebar: what it is, its quantity controls and its total in COP. */
export function CartLineRow({ item, unavailable }: { item: CartItem; unavailable: boolean }) {
  const { t } = useTranslation('store');
  const key = lineKey(item);
  const setQuantity = (quantity: number) => cartStore.setQuantity(key, quantity);
  return (
    <Group align="flex-start" wrap="nowrap" gap="sm" data-testid="cart-line">
      <Box w={72} style={{ flexShrink: 0 }}>
        <ProductImage src={item.product.image_url} alt={item.product.name} width={72} height={54} />
      </Box>
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs" wrap="nowrap">
          <Text fw={600} truncate>
            {item.product.name}
          </Text>
          {unavailable && (
            <Badge color="red" variant="light" size="sm">
              {t('cart.unavailableBadge')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {item.planName} · {t(`cart.${item.billingCycle}`)} · {t('cart.each', { price: formatCop(item.unitPrice) })}
        </Text>
        <Group gap="xs">
          <ActionIcon
            variant="default"
            aria-label={t('cart.decrease', { name: item.product.name })}
            onClick={() => setQuantity(item.quantity - 1)}
          >
            −
          </ActionIcon>
          <Text component="output" aria-label={t('cart.quantity')} miw={24} ta="center">
            {item.quantity}
          </Text>
          <ActionIcon
            variant="default"
            aria-label={t('cart.increase', { name: item.product.name })}
            onClick={() => setQuantity(item.quantity + 1)}
          >
            +
          </ActionIcon>
          <Button variant="subtle" color="red" size="compact-sm" onClick={() => setQuantity(0)}>
            {t('cart.remove')}
          </Button>
        </Group>
      </Stack>
      <Text fw={600} td={unavailable ? 'line-through' : undefined} style={{ whiteSpace: 'nowrap' }}>
        {formatCop(lineTotal(item))}
      </Text>
    </Group>
  );
}
