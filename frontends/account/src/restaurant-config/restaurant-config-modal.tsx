import { Alert, Button, Center, Divider, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { planNames } from '@mb/contracts';
import { assignmentsQueryKey, configFailure, fetchAssignments } from './assignments-api.js';
import { AssignmentForm } from './assignment-form.js';
import { AssignmentTable } from './assignment-table.js';
import './config-translations.js';

/** Spec 2 §9. */
const modalMaxWidthPx = 920;

function RestaurantConfig() {
  const { t } = useTranslation('account');
  // Read afresh at every opening: another device may have changed the staff meanwhile.
  const assignments = useQuery({ queryKey: assignmentsQueryKey, queryFn: fetchAssignments, retry: false, gcTime: 0 });

  if (assignments.isPending) {
    return (
      <Center py="xl" aria-busy="true">
        <Loader aria-label={t('restaurantConfig.loading')} />
      </Center>
    );
  }
  if (assignments.isError) {
    const title = t('restaurantConfig.loadFailed');
    const reason = configFailure(assignments.error, 'loadFailed');
    return (
      <Alert color="red" variant="light" role="alert" title={title}>
        <Stack gap="sm" align="flex-start">
          {reason !== title && <Text size="sm">{reason}</Text>}
          <Button variant="light" color="red" loading={assignments.isFetching} onClick={() => void assignments.refetch()}>
            {t('restaurantConfig.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const { data, plan_type, seats } = assignments.data;
  return (
    <Stack gap="md">
      <Text size="sm" fw={500}>
        {t('restaurantConfig.seats', { plan: planNames[plan_type], used: seats.used, limit: seats.limit })}
      </Text>
      <Title order={3} size="h5">
        {t('restaurantConfig.listTitle')}
      </Title>
      <AssignmentTable assignments={data} />
      <Divider />
      <AssignmentForm seatsUsed={seats.used} />
    </Stack>
  );
}

/** Spec 2 §2.4, §7.6: the restaurant owner's staff — list, add, delete — in a modal at most 920 px wide. */
export function RestaurantConfigModal({ product, opened, onClose }: { product: string; opened: boolean; onClose(): void }) {
  const { t } = useTranslation('account');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('restaurantConfig.title', { product })}
      size={modalMaxWidthPx}
      centered
      closeButtonProps={{ 'aria-label': t('restaurantConfig.close') }}
    >
      <RestaurantConfig />
    </Modal>
  );
}
