import { Alert, Button, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCop } from '@mb/ui';
import { CartIssuesAlert } from './cart-issues-alert.js';
import { CartLineRow } from './cart-line-row.js';
import { cartTotal, lineKey } from './cart-lines.js';
import { cartStore, useCart } from './cart-store.js';
import { useCartCheckout } from './use-cart-checkout.js';

/** The cart sidebar (right side), shared by the store and product pages. */
export function CartDrawer() {
  const { t } = useTranslation('store');
  const { items, open } = useCart();
  const { checkout, busy, issues, error } = useCartCheckout();
  // Only what still concerns the cart: a line the visitor removed has nothing left to explain.
  const keys = new Set(items.map(lineKey));
  const openIssues = issues.filter((issue) => keys.has(issue.key));
  const unavailable = new Set(openIssues.filter((issue) => issue.kind === 'unavailable').map((issue) => issue.key));

  return (
    <Drawer opened={open} onClose={() => cartStore.setOpen(false)} position="right" size="md" title={t('cart.title')}>
      <Stack gap="md">
        {openIssues.length > 0 && <CartIssuesAlert issues={openIssues} />}
        {items.length === 0 ? (
          <Text c="dimmed">{t('cart.empty')}</Text>
        ) : (
          items.map((item) => <CartLineRow key={lineKey(item)} item={item} unavailable={unavailable.has(lineKey(item))} />)
        )}
        <Divider />
        <Group justify="space-between">
          <Text fw={600}>{t('cart.total')}</Text>
          <Text fw={700} data-testid="cart-total">
            {formatCop(cartTotal(items))}
          </Text>
        </Group>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Button size="md" fullWidth disabled={items.length === 0} loading={busy} onClick={() => void checkout()}>
          {t('cart.checkout')}
        </Button>
      </Stack>
    </Drawer>
  );
}
