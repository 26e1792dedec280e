import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCop } from '@mb/ui';
import type { CartIssue } from './cart-validation.js';

/** What the catalogue check changed in the cart, listed before the visitor tries to pay again. */
export function CartIssuesAlert({ issues }: { issues: readonly CartIssue[] }) {
  const { t } = useTranslation('store');
  return (
    <Alert color="yellow" title={t('cart.changesTitle')} role="alert">
      <Text size="sm" mb="xs">
        {t('cart.changesIntro')}
      </Text>
      <List size="sm" spacing={4}>
        {issues.map((issue) => {
          const names = { name: issue.item.product.name, plan: issue.item.planName };
          return (
            <List.Item key={issue.key}>
              {issue.kind === 'price'
                ? t('cart.priceChanged', { ...names, previous: formatCop(issue.previous), current: formatCop(issue.current) })
                : t('cart.unavailable', names)}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
