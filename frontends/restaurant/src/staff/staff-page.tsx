import { Alert, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { AssignmentsResponse } from '@mb/contracts';
import { apiRequest } from '@mb/ui';
import { LoadFailure } from '../layout/load-failure.js';
import { accountPath, restaurantQueryKey, useRestaurantSession } from '../session/index.js';
import { IdleSetting } from './idle-setting.js';
import { MyPin, StaffPins } from './pin-forms.js';
import './staff-translations.js';

/**
 * /restaurant/panelControl/personal: the staff are the owner's assignments (spec 2 §7.6), kept by the account and
 * changed in its 'Configurar' dialog; here the owner sees them with the plan's seats, on the platform session.
 * Everyone sets their own PIN here; administrators set the others' and the devices' idle lock (issue 36).
 */
export function StaffPage() {
  const { t } = useTranslation('restaurant');
  const { user, isAdmin } = useRestaurantSession();
  const staff = useQuery({
    queryKey: [...restaurantQueryKey, 'staff'],
    queryFn: () => apiRequest<AssignmentsResponse>('/mb/restaurant/config/assignments'),
    enabled: user.is_owner,
  });

  let body;
  if (!user.is_owner) {
    body = <Alert variant="light">{t('staff.ownerOnly')}</Alert>;
  } else if (staff.isPending) {
    body = (
      <Group gap="xs">
        <Loader size="sm" />
        <Text>{t('staff.loading')}</Text>
      </Group>
    );
  } else if (staff.isError) {
    body = <LoadFailure error={staff.error} onRetry={() => void staff.refetch()} />;
  } else {
    const { data: people, seats } = staff.data;
    body = (
      <>
        <Text>{t('staff.seats', seats)}</Text>
        {people.length === 0 ? (
          <Text c="dimmed">{t('staff.empty')}</Text>
        ) : (
          <Table striped aria-label={t('staff.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('staff.name')}</Table.Th>
                <Table.Th>{t('staff.email')}</Table.Th>
                <Table.Th>{t('staff.role')}</Table.Th>
                <Table.Th>{t('staff.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {people.map((person) => (
                <Table.Tr key={person.id}>
                  <Table.Td>{person.assigned_name}</Table.Td>
                  <Table.Td>{person.assigned_email}</Table.Td>
                  <Table.Td>{t(`layout.roles.${person.role}`)}</Table.Td>
                  <Table.Td>{t(`staff.statuses.${person.status}`)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </>
    );
  }
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{t('staff.title')}</Title>
        {user.is_owner && (
          <Button component={Link} href={accountPath} variant="light">
            {t('staff.manage')}
          </Button>
        )}
      </Group>
      {body}
      <MyPin />
      {isAdmin && <StaffPins />}
      {isAdmin && <IdleSetting />}
    </Stack>
  );
}
