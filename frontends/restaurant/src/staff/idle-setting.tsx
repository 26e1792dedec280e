import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DeviceSettings } from '@mb/contracts';
import { restaurantApi, restaurantKeys } from '../session/index.js';
import './staff-translations.js';

type Answer = { success: true; data: DeviceSettings };

/** The restaurant's idle lock: after how many minutes without use its devices ask for a PIN (0: never). */
export function IdleSetting() {
  const { t } = useTranslation('restaurant');
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: restaurantKeys.deviceSettings,
    queryFn: async () => (await restaurantApi<Answer>('/restaurant/personal/ajustes')).data,
  });
  const [minutes, setMinutes] = useState<number | string | null>(null);
  const save = useMutation({
    mutationFn: () =>
      restaurantApi<Answer>('/restaurant/personal/ajustes', { method: 'PUT', body: { idle_lock_minutes: Number(minutes) } }),
    onSuccess: (answer) => queryClient.setQueryData(restaurantKeys.deviceSettings, answer.data),
  });
  if (!settings.data) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('staff.idle.title')}
      </Title>
      <form
        aria-label={t('staff.idle.title')}
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <Group align="flex-end" gap="sm">
          <NumberInput
            label={t('staff.idle.label')}
            min={0}
            max={240}
            allowDecimal={false}
            value={minutes ?? settings.data.idle_lock_minutes}
            onChange={setMinutes}
          />
          <Button type="submit" loading={save.isPending} disabled={minutes === null}>
            {t('staff.idle.save')}
          </Button>
        </Group>
      </form>
      {save.isSuccess && (
        <Text size="sm" c="green" role="status">
          {t('staff.idle.saved')}
        </Text>
      )}
      {save.isError && (
        <Alert color="red" variant="light" role="alert">
          {save.error.message}
        </Alert>
      )}
    </Stack>
  );
}
