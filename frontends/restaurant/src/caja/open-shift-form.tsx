import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { openShiftRequest } from '@mb/contracts';
import { emit, formatCop } from '@mb/ui';
import { PesoInput } from '../layout/peso-input.js';
import { useRestaurantSession } from '../session/index.js';
import { useShiftChanges } from './caja-api.js';
import { ProblemAlert } from './problem-alert.js';
import { refusal } from './refusal.js';
import './caja-translations.js';

/** 'Abrir caja': the register is closed; it opens with the float (base) the person counts into it. */
export function OpenShiftForm() {
  const { t } = useTranslation('restaurant');
  const { readOnly } = useRestaurantSession();
  const { open } = useShiftChanges();
  const [float, setFloat] = useState<number | string>('');
  const [problem, setProblem] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = openShiftRequest.safeParse({ opening_float: float === '' ? 0 : float });
    if (!parsed.success) return setProblem(refusal(parsed.error));
    setProblem(undefined);
    open.mutate(parsed.data.opening_float, {
      onSuccess: (shift) =>
        emit('global-toast', { type: 'success', message: t('caja.open.done', { amount: formatCop(shift.opening_float) }) }),
      onError: (error) => setProblem(error.message),
    });
  }

  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} aria-labelledby="caja-open-title">
      <Stack gap="sm">
        <Title order={3} id="caja-open-title">
          {t('caja.open.title')}
        </Title>
        <Text c="dimmed">{t('caja.open.hint')}</Text>
        <Group align="flex-end" wrap="wrap">
          <PesoInput
            label={t('caja.open.float')}
            value={float}
            onChange={setFloat}
            data-testid="caja-open-float"
            style={{ flex: '1 1 200px', maxWidth: 320 }}
          />
          <Button type="submit" loading={open.isPending} disabled={readOnly} data-testid="caja-open">
            {t('caja.open.submit')}
          </Button>
        </Group>
        <ProblemAlert problem={problem} />
      </Stack>
    </Paper>
  );
}
