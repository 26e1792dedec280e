import { Badge, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cartCount } from './cart-lines.js';
import { cartStore, useCart } from './cart-store.js';

/** Opens the cart sidebar; the badge counts units. */
export function CartButton() {
  const { t } = useTranslation('store');
  const { items } = useCart();
  return (
    <Button
      variant="light"
      onClick={() => cartStore.setOpen(true)}
      rightSection={
        <Badge size="sm" circle variant="filled">
          {cartCount(items)}
        </Badge>
      }
    >
      {t('cart.title')}
    </Button>
  );
}
