import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CheckPart } from '@mb/contracts';
import { formatCop } from '@mb/ui';
import { useRestaurantSession } from '../session/index.js';

interface CheckPartsProps {
  parts: CheckPart[];
  /** The numbers of the parts whose charge is kept on the device (made offline): charging again would charge twice. */
  kept: number[];
  onCharge: (part: CheckPart) => void;
  onReceipt: (part: CheckPart) => void;
}

/** A check split in equal parts: each part with its amount, paid (with its receipt) or with its own 'Cobrar'. */
export function CheckParts({ parts, kept, onCharge, onReceipt }: CheckPartsProps) {
  const { t } = useTranslation('restaurant');
  const { readOnly } = useRestaurantSession();
  return (
    <Stack gap="xs" component="section" aria-labelledby="check-parts-title">
      <Title order={3} size="h5" id="check-parts-title">
        {t('checks.parts')}
      </Title>
      {parts.map((part) => {
        const name = t('checks.partOf', { number: part.number, count: parts.length });
        return (
          <Paper key={part.number} withBorder radius="md" p="xs" role="group" aria-label={name}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={600}>{name}</Text>
              <Text fw={700}>{formatCop(part.amount)}</Text>
              {part.paid ? (
                <Group gap="xs">
                  <Badge color="green">{t('checks.status.pagada')}</Badge>
                  <Button size="compact-sm" variant="default" onClick={() => onReceipt(part)}>
                    {t('checks.viewReceipt')}
                  </Button>
                </Group>
              ) : (
                <Button size="sm" disabled={readOnly || kept.includes(part.number)} onClick={() => onCharge(part)}>
                  {t('checks.chargePart', { number: part.number })}
                </Button>
              )}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
