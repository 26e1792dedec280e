import { useState } from 'react';
import { Alert, Badge, Button, Chip, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Product } from '@mb/contracts';
import { formatCop } from '@mb/ui';
import { lineFor } from '../cart/cart-lines.js';
import { cartStore } from '../cart/cart-store.js';
import { countryNames } from '../catalog/countries.js';
import { defaultPlanKey, findPlan, planOptions, planPrice, strikePrice, type BillingCycle } from '../catalog/plans.js';
import { useBuyNow } from './use-buy-now.js';

/** Name, figures, price, plan and billing choice, and the buttons that buy or add to the cart. */
export function PurchasePanel({ product }: { product: Product }) {
  const { t, i18n } = useTranslation('store');
  const options = planOptions(product);
  const [planKey, setPlanKey] = useState(() => defaultPlanKey(product));
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  const { buy, busy, error } = useBuyNow();
  const plan = planKey === undefined ? undefined : findPlan(product, planKey);
  const price = plan && planPrice(plan, cycle);

  return (
    <Stack gap="md">
      {product.category && (
        <Badge variant="light" w="fit-content">
          {product.category}
        </Badge>
      )}
      <Title order={1}>{product.name}</Title>
      <Group gap="lg">
        <Text size="sm">
          <Text span fw={600}>
            {t('product.sold')}:
          </Text>{' '}
          {product.sold_count}
        </Text>
        <Text size="sm" c="yellow.8">
          {t('product.rating')}
        </Text>
      </Group>

      {price !== undefined && (
        <Stack gap={4}>
          <Group gap="xs" align="baseline">
            <Text fz={32} fw={800} data-testid="price">
              {formatCop(price)}
            </Text>
            <Text c="dimmed">{cycle === 'annual' ? t('product.perYear') : t('product.perMonth')}</Text>
          </Group>
          <Group gap="xs">
            <Text c="dimmed" td="line-through" data-testid="strike-price">
              {formatCop(strikePrice(price))}
            </Text>
            <Badge color="accent">{t('product.discount')}</Badge>
          </Group>
        </Stack>
      )}

      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('product.countries')}
        </Text>
        <Group gap="xs">
          {countryNames(product.available_countries, i18n.language).map((name) => (
            <Badge key={name} variant="outline" color="gray" tt="none">
              {name}
            </Badge>
          ))}
        </Group>
      </Stack>

      <Group justify="space-between">
        <Text size="sm">{t('product.implementationCost')}</Text>
        <Text size="sm" fw={600}>
          {product.implementation_cost === 0 ? t('product.free') : formatCop(product.implementation_cost)}
        </Text>
      </Group>

      {options.length > 0 && planKey !== undefined && (
        <>
          <NativeSelect
            label={t('product.plan')}
            value={planKey}
            data={options.map((option) => ({ value: option.key, label: option.plan.name }))}
            onChange={(event) => setPlanKey(event.currentTarget.value)}
          />
          {/* Chips, not a SegmentedControl: its sliding indicator measures the page inside React's first commit, a
              forced layout of the whole product page on a phone's first visit. */}
          <Chip.Group value={cycle} onChange={(value) => setCycle(value as BillingCycle)}>
            <Group gap="xs" role="radiogroup" aria-label={t('product.billing')}>
              <Chip value="monthly">{t('product.monthly')}</Chip>
              <Chip value="annual">{t('product.annual')}</Chip>
            </Group>
          </Chip.Group>
          {/* Side by side while both labels fit, one under the other on a phone ('Agregar al carrito' never cut). */}
          <Group grow wrap="wrap" preventGrowOverflow={false}>
            <Button
              color="accent"
              loading={busy}
              onClick={() => void buy({ product_id: product.id, plan_type: planKey, billing_cycle: cycle })}
            >
              {t('product.buyNow')}
            </Button>
            <Button
              variant="light"
              data-track="store-add-to-cart"
              data-track-slug={product.slug}
              data-track-plan-type={planKey}
              data-track-billing-cycle={cycle}
              onClick={() => {
                const line = lineFor(product, planKey, cycle);
                if (line) cartStore.add(line);
              }}
            >
              {t('product.addToCart')}
            </Button>
          </Group>
        </>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {/* Spec 1 §2: shown, with no action yet. */}
      <Button variant="subtle" color="gray" w="fit-content">
        {t('product.refundPolicy')}
      </Button>
    </Stack>
  );
}
