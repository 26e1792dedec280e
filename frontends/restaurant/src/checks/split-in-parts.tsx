import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RestaurantCheck } from '@mb/contracts';
import { useRestaurantSession } from '../session/index.js';
import { useCheckChanges } from './checks-api.js';

/** Split in equal parts (2–20): the total in integer pesos, each part charged on its own with its own tip. */
export function SplitInParts({ check, onSplit }: { check: RestaurantCheck; onSplit: (split: RestaurantCheck) => void }) {
  const { t } = useTranslation('restaurant');
  const { readOnly } = useRestaurantSession();
  const { splitParts } = useCheckChanges();
  const [parts, setParts] = useState<number>(2);
  return (
    <Stack gap="sm" component="section" aria-labelledby="split-parts-title">
      <Title order={3} size="h5" id="split-parts-title">
        {t('checks.splitEqual')}
      </Title>
      <Text size="sm">{t('checks.partsHint')}</Text>
      <Group align="flex-end" gap="xs">
        <NumberInput
          label={t('checks.partsCount')}
          value={parts}
          onChange={(value) => setParts(Number(value) || 0)}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          w={140}
          disabled={readOnly}
        />
        <Button
          disabled={readOnly}
          loading={splitParts.isPending}
          onClick={() => splitParts.mutate({ id: check.id, parts }, { onSuccess: onSplit })}
        >
          {t('checks.partsButton', { count: parts })}
        </Button>
      </Group>
      {splitParts.isError && <Alert color="red" role="alert" title={splitParts.error.message} />}
    </Stack>
  );
}
