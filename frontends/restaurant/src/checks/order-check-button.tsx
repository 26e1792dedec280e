import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { RestaurantCheck } from '@mb/contracts';
import { emit } from '@mb/ui';
import { restaurantApi } from '../session/index.js';
import { checkPath } from './check-screen.js';
import './checks-translations.js';

/**
 * A delivered ticket is paid on its check, not on its own: this opens the check the order (a round) belongs to,
 * asked when tapped so the board does not look up every ticket's check. An order from before checks has none: it is
 * paid the old way (`onNoCheck`), which the service still allows for it.
 */
export function OrderCheckButton({ orderId, onNoCheck }: { orderId: string; onNoCheck: () => void }) {
  const { t } = useTranslation('restaurant');
  const [, navigate] = useLocation();
  const find = useMutation({
    mutationFn: () =>
      restaurantApi<{ data: RestaurantCheck[] }>(`/restaurant/cuentas?order_id=${orderId}`).then((answer) => answer.data[0]),
    onSuccess: (check) => (check ? navigate(checkPath(check.id)) : onNoCheck()),
    onError: (error: Error) => emit('global-toast', { type: 'error', message: error.message }),
  });
  return (
    <Button size="sm" fullWidth variant="light" loading={find.isPending} onClick={() => find.mutate()}>
      {t('checks.toCheck')}
    </Button>
  );
}
