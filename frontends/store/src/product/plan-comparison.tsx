import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Product } from '@mb/contracts';
import { featureLabel } from '../catalog/feature-label.js';
import { planOptions } from '../catalog/plans.js';

/** One row per feature any plan names, one column per plan: a check where the plan includes it, a dash where not. */
export function PlanComparison({ product }: { product: Product }) {
  const { t } = useTranslation('store');
  const options = planOptions(product);
  const features = [...new Set(options.flatMap((option) => option.plan.features.map((feature) => feature.name)))];
  if (features.length === 0) return null;
  const includes = (planIndex: number, name: string) =>
    options[planIndex]?.plan.features.some((feature) => feature.name === name && feature.enabled) ?? false;

  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped withTableBorder>
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
    </Table.ScrollContainer>
  );
}
