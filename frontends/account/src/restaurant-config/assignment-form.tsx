import { useEffect } from 'react';
import { Alert, Button, Group, NativeSelect, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createAssignmentRequest, restaurantMessages, staffRoles, type CreateAssignmentRequest, type StaffRole } from '@mb/contracts';
import { emit } from '@mb/ui';
import { assignmentsQueryKey, configFailure, createAssignment } from './assignments-api.js';

const fields = createAssignmentRequest.shape;
// The contract's own field rules, so the browser refuses exactly what the server would.
const valid = (schema: { safeParse(value: unknown): { success: boolean } }, message: string) => (value: string) =>
  schema.safeParse(value).success || message;

/** Adds one person to the restaurant's staff (spec 2 §7.6); the server counts the plan's seats (`seatsUsed` now). */
export function AssignmentForm({ seatsUsed }: { seatsUsed: number }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CreateAssignmentRequest>({ defaultValues: { email: '', name: '', role: 'employee' } });

  const create = useMutation({
    mutationFn: createAssignment,
    onSuccess: async (message) => {
      emit('global-toast', { type: 'success', message });
      reset();
      await queryClient.invalidateQueries({ queryKey: assignmentsQueryKey });
    },
  });

  // A refusal (the seat limit above all) said about the staff as it was: once the staff changes it may no longer hold.
  const { reset: forgetRefusal } = create;
  useEffect(() => forgetRefusal(), [seatsUsed, forgetRefusal]);

  return (
    <form noValidate onSubmit={handleSubmit((values) => create.mutate(values))} aria-label={t('restaurantConfig.addTitle')}>
      <Title order={3} size="h5" mb="xs">
        {t('restaurantConfig.addTitle')}
      </Title>
      <Group align="flex-start" gap="sm" grow preventGrowOverflow={false} wrap="wrap">
        <TextInput
          label={t('restaurantConfig.email')}
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email', { validate: valid(fields.email, restaurantMessages.emailInvalid) })}
        />
        <TextInput
          label={t('restaurantConfig.name')}
          error={errors.name?.message}
          {...register('name', { validate: valid(fields.name, restaurantMessages.nameInvalid) })}
        />
        <NativeSelect
          label={t('restaurantConfig.role')}
          data={staffRoles.map((role: StaffRole) => ({ value: role, label: t(`restaurantConfig.roles.${role}`) }))}
          {...register('role')}
        />
      </Group>
      {create.isError && (
        <Alert color="red" variant="light" role="alert" mt="sm">
          {configFailure(create.error, 'createFailed')}
        </Alert>
      )}
      <Group justify="flex-end" mt="sm">
        <Button type="submit" loading={create.isPending}>
          {t('restaurantConfig.add')}
        </Button>
      </Group>
    </form>
  );
}
