import { useState } from 'react';
import { Alert, Button, Chip, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RestaurantLoginResponse, StaffMember } from '@mb/contracts';
import { restaurantApi } from './restaurant-api.js';
import { restaurantKeys } from './restaurant-query-keys.js';
import { useRestaurantSession } from './restaurant-session-context.js';
import { PinField } from './pin-field.js';
import '../staff/staff-translations.js';

/** GET /restaurant/personal: the people who can work this device. */
export const useStaffMembers = () =>
  useQuery({
    queryKey: restaurantKeys.staffMembers,
    queryFn: async () => (await restaurantApi<{ success: true; data: StaffMember[] }>('/restaurant/personal')).data,
  });

/**
 * Picks a person and takes their PIN: the restaurant service answers that person's session for this device, which
 * replaces the current one. Wrong PINs and the throttle's lock are told in the service's words.
 */
export function PinPad({ onSwitched }: { onSwitched: () => void }) {
  const { t } = useTranslation('restaurant');
  const { switchTo } = useRestaurantSession();
  const people = useStaffMembers();
  const [personId, setPersonId] = useState('');
  const [pin, setPin] = useState('');
  const enter = useMutation({
    mutationFn: () =>
      restaurantApi<RestaurantLoginResponse>('/restaurant/personal/cambiar', { method: 'POST', body: { user_id: personId, pin } }),
    onSuccess: async (login) => {
      await switchTo(login);
      setPin('');
      onSwitched();
    },
    onError: () => setPin(''),
  });
  if (people.isPending) return <Loader size="sm" aria-label={t('staff.loading')} />;
  if (people.isError) return <Alert color="red">{people.error.message}</Alert>;
  const withPin = people.data.filter((person) => person.has_pin);
  return (
    <form
      aria-label={t('staff.switch.title')}
      onSubmit={(event) => {
        event.preventDefault();
        enter.mutate();
      }}
    >
      <Stack gap="sm">
        {withPin.length === 0 && <Text c="dimmed">{t('staff.switch.nobody')}</Text>}
        <Chip.Group value={personId} onChange={(value) => setPersonId(value as string)}>
          <Group gap="xs" role="group" aria-label={t('staff.switch.who')}>
            {withPin.map((person) => (
              <Chip key={person.id} value={person.id}>
                {person.name}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <PinField value={pin} onChange={setPin} />
        {enter.isError && (
          <Alert color="red" variant="light" role="alert">
            {enter.error.message}
          </Alert>
        )}
        <Button type="submit" disabled={!personId || pin.length < 4} loading={enter.isPending}>
          {t('staff.switch.enter')}
        </Button>
      </Stack>
    </form>
  );
}
