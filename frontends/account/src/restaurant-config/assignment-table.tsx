import { useState } from 'react';
import { Alert, Badge, Button, Group, Table, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Assignment } from '@mb/contracts';
import { emit } from '@mb/ui';
import { assignmentsQueryKey, configFailure, deleteAssignment } from './assignments-api.js';

const columns = 5;

/**
 * One person, and under them, while asked, spec 2 §2.4's 'Eliminar usuario asignado?' across the whole width:
 * in the actions cell it widened the table past the 920 px modal, clipping its buttons and squeezing the badges.
 */
function AssignmentRow({ assignment, busy, onDelete }: { assignment: Assignment; busy: boolean; onDelete(): void }) {
  const { t } = useTranslation('account');
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Table.Tr>
        <Table.Td>{assignment.assigned_email}</Table.Td>
        <Table.Td>{assignment.assigned_name}</Table.Td>
        <Table.Td>{t(`restaurantConfig.roles.${assignment.role}`)}</Table.Td>
        <Table.Td>
          <Badge variant="light" color={assignment.status === 'active' ? 'green' : 'gray'}>
            {t(`restaurantConfig.statuses.${assignment.status}`)}
          </Badge>
        </Table.Td>
        <Table.Td>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            aria-label={t('restaurantConfig.deleteLabel', { email: assignment.assigned_email })}
            aria-expanded={confirming}
            onClick={() => setConfirming(true)}
          >
            {t('restaurantConfig.delete')}
          </Button>
        </Table.Td>
      </Table.Tr>
      {confirming && (
        <Table.Tr>
          <Table.Td colSpan={columns}>
            <Group gap="xs" justify="flex-end" wrap="wrap" role="group" aria-label={t('restaurantConfig.deleteConfirm')}>
              <Text size="sm">{t('restaurantConfig.deleteConfirm')}</Text>
              <Button size="xs" color="red" loading={busy} onClick={onDelete}>
                {t('restaurantConfig.confirmDelete')}
              </Button>
              <Button size="xs" variant="default" disabled={busy} onClick={() => setConfirming(false)}>
                {t('restaurantConfig.cancel')}
              </Button>
            </Group>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}

/** The restaurant's staff: who, which role, whether the assignment opens the app now. */
export function AssignmentTable({ assignments }: { assignments: Assignment[] }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (assignment: Assignment) => deleteAssignment(assignment.id),
    onSuccess: async (message) => {
      emit('global-toast', { type: 'success', message });
      await queryClient.invalidateQueries({ queryKey: assignmentsQueryKey });
    },
  });

  if (assignments.length === 0) return <Text c="dimmed">{t('restaurantConfig.empty')}</Text>;
  return (
    <>
      {remove.isError && (
        <Alert color="red" variant="light" role="alert" mb="sm">
          {configFailure(remove.error, 'deleteFailed')}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label={t('restaurantConfig.listTitle')} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('restaurantConfig.columns.email')}</Table.Th>
              <Table.Th>{t('restaurantConfig.columns.name')}</Table.Th>
              <Table.Th>{t('restaurantConfig.columns.role')}</Table.Th>
              <Table.Th>{t('restaurantConfig.columns.status')}</Table.Th>
              <Table.Th>{t('restaurantConfig.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {assignments.map((assignment) => (
              <AssignmentRow
                key={assignment.id}
                assignment={assignment}
                busy={remove.isPending && remove.variables.id === assignment.id}
                onDelete={() => remove.mutate(assignment)}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
