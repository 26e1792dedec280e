import { memo, useRef } from 'react';
import { Box, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Product } from '@mb/contracts';
import { featureLabel } from '../catalog/feature-label.js';
import { planOptions } from '../catalog/plans.js';
import { useHorizontalOverflow } from './use-horizontal-overflow.js';

/** Below this width the table scrolls sideways rather than squeezing the plan columns. */
const tableMinWidthPx = 480;

/** One row per feature any plan names, one column per plan: a check where the plan includes it, a dash where not. */
export function PlanComparison({ product }: { product: Product }) {
  const { t } = useTranslation('store');
  const scroller = useRef<HTMLDivElement>(null);
  const { overflows, atEnd } = useHorizontalOverflow(scroller);
  const options = planOptions(product);
  if (!options.some((option) => option.plan.features.length > 0)) return null;

  // On a phone some plans are out of sight: a hint says so and the right edge fades until the end is reached.
  return (
    <Box>
      {overflows && (
        <Text size="sm" c="dimmed" mb="xs" data-testid="plan-scroll-hint">
          {t('product.scrollPlans')}
        </Text>
      )}
      <Box pos="relative">
        <Box
          ref={scroller}
          style={{ overflowX: 'auto' }}
          role="region"
          aria-label={t('product.planComparison')}
          tabIndex={overflows ? 0 : undefined}
          data-testid="plan-table-scroller"
        >
          <PlanTable product={product} />
        </Box>
        {overflows && !atEnd && (
          <Box
            aria-hidden="true"
            pos="absolute"
            top={0}
            right={0}
            bottom={0}
            w={40}
            style={{ pointerEvents: 'none', background: 'linear-gradient(to right, transparent, rgba(0, 0, 0, 0.12))' }}
            data-testid="plan-scroll-fade"
          />
        )}
      </Box>
    </Box>
  );
}

/**
 * The table itself, rendered again only for another product or language: the overflow cue's state changes right
 * after the first layout (a phone's table is wider than the screen), and re-rendering every cell for it held the main
 * thread 57 ms in one piece.
 */
const PlanTable = memo(function PlanTable({ product }: { product: Product }) {
  const { t } = useTranslation('store');
  const options = planOptions(product);
  const features = [...new Set(options.flatMap((option) => option.plan.features.map((feature) => feature.name)))];
  const includes = (planIndex: number, name: string) =>
    options[planIndex]?.plan.features.some((feature) => feature.name === name && feature.enabled) ?? false;
  return (
    <Table striped withTableBorder miw={tableMinWidthPx}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('product.feature')}</Table.Th>
          {options.map((option) => (
            <Table.Th key={option.key} ta="center">
              {option.plan.name}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {features.map((name) => (
          <Table.Tr key={name}>
            <Table.Td>{featureLabel(name)}</Table.Td>
            {options.map((option, index) =>
              includes(index, name) ? (
                <Table.Td key={option.key} ta="center">
                  <Text span c="green.7" fw={700} role="img" aria-label={t('product.included')}>
                    ✓
                  </Text>
                </Table.Td>
              ) : (
                <Table.Td key={option.key} ta="center">
                  <Text span c="dimmed" role="img" aria-label={t('product.notIncluded')}>
                    —
                  </Text>
                </Table.Td>
              ),
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
});
