import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StaffMember } from '@mb/contracts';
import { PinField, restaurantApi, restaurantKeys, useRestaurantSession, useStaffMembers } from '../session/index.js';
import './staff-translations.js';

/** A PIN typed and saved for one person (PUT /restaurant/personal/{id}/pin); the service's answer or refusal shown. */
function PinForm({ personId, label, onSaved }: { personId: string; label: string; onSaved?: () => void }) {
  const { t } = useTranslation('restaurant');
  const queryClient = useQueryClient();
  const [pin, setPin] = useState('');
  const save = useMutation({
    mutationFn: () =>
      restaurantApi<{ success: true; message: string }>(`/restaurant/personal/${personId}/pin`, { method: 'PUT', body: { pin } }),
    onSuccess: async () => {
      setPin('');
      await queryClient.invalidateQueries({ queryKey: restaurantKeys.staffMembers });
      onSaved?.();
    },
  });
  return (
    <form
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Group align="flex-end" gap="sm">
        <PinField value={pin} onChange={setPin} />
        <Button type="submit" loading={save.isPending}>
          {t('staff.pin.save')}
        </Button>
      </Group>
      {save.isSuccess && (
        <Text size="sm" c="green" role="status" mt="xs">
          {save.data.message}
        </Text>
      )}
      {save.isError && (
        <Alert color="red" variant="light" role="alert" mt="xs">
          {save.error.message}
        </Alert>
      )}
    </form>
  );
}

/** Everyone sets their own PIN, the one that takes over a shared tablet. */
export function MyPin() {
  const { t } = useTranslation('restaurant');
  const { user } = useRestaurantSession();
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('staff.pin.mine')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('staff.pin.mineHint')}
      </Text>
      <PinForm personId={user.id} label={t('staff.pin.mine')} />
    </Stack>
  );
}

/** Administrators see who has a PIN and set anyone's but the owner's. */
export function StaffPins() {
  const { t } = useTranslation('restaurant');
  const { user } = useRestaurantSession();
  const people = useStaffMembers();
  const [editing, setEditing] = useState<StaffMember | null>(null);
  if (!people.data) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('staff.pin.title')}
      </Title>
      <Table aria-label={t('staff.pin.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('staff.name')}</Table.Th>
            <Table.Th>{t('staff.role')}</Table.Th>
            <Table.Th>{t('staff.pin.has')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {people.data.map((person) => (
            <Table.Tr key={person.id}>
              <Table.Td>{person.name}</Table.Td>
              <Table.Td>{t(`layout.roles.${person.is_owner ? 'owner' : person.role}`)}</Table.Td>
              <Table.Td>{person.has_pin ? t('staff.pin.yes') : t('staff.pin.no')}</Table.Td>
              <Table.Td>
                {(!person.is_owner || person.id === user.id) && (
                  <Button size="compact-sm" variant="light" onClick={() => setEditing(person)}>
                    {t('staff.pin.setFor', { name: person.name })}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={t('staff.pin.setFor', { name: editing?.name ?? '' })}>
        {editing && (
          <PinForm personId={editing.id} label={t('staff.pin.setFor', { name: editing.name })} onSaved={() => setEditing(null)} />
        )}
      </Modal>
    </Stack>
  );
}
