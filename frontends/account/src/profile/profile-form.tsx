import { Alert, Button, Fieldset, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SessionUser, UpdateMeRequest } from '@mb/contracts';
import { emit, sessionQueryKey } from '@mb/ui';
import { updateProfile } from './profile-api.js';

const textFields = ['full_name', 'company_name', 'phone', 'legal_id'] as const;
const securityFields = ['security_q1', 'security_q2', 'security_q3'] as const;
type ProfileValues = Record<(typeof textFields)[number] | (typeof securityFields)[number], string>;

/** Security answers are never sent back by the server, so they always start empty. */
function valuesOf(user: SessionUser): ProfileValues {
  return {
    full_name: user.full_name ?? '',
    company_name: user.company_name ?? '',
    phone: user.phone ?? '',
    legal_id: user.legal_id ?? '',
    security_q1: '',
    security_q2: '',
    security_q3: '',
  };
}

/** Spec 2 §2.2, §5: only non-empty values are sent; what is left blank stays as stored. */
function requestOf(values: ProfileValues): Partial<UpdateMeRequest> {
  return Object.fromEntries(
    Object.entries(values)
      .map(([field, value]) => [field, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  );
}

/** The Perfil tab's form: personal details and security answers; the e-mail is shown, not editable. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const { register, handleSubmit, reset } = useForm<ProfileValues>({ defaultValues: valuesOf(user) });

  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => {
      emit('global-toast', { type: 'success', message: t('profile.saved') });
      // The header shows the name from the shell's session entry: it follows the change at once.
      queryClient.setQueryData(sessionQueryKey, (current: SessionUser | null | undefined) =>
        current ? { ...current, ...saved } : current,
      );
      reset(valuesOf(saved));
    },
    onError: () => emit('global-toast', { type: 'error', message: t('profile.saveFailed') }),
  });

  return (
    <form noValidate onSubmit={handleSubmit((values) => save.mutate(requestOf(values)))} aria-label={t('profile.personal')}>
      <Stack gap="lg">
        <Fieldset legend={t('profile.personal')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t('profile.email')} description={t('profile.emailHint')} value={user.email} readOnly />
            <TextInput label={t('profile.full_name')} autoComplete="name" maxLength={200} {...register('full_name')} />
            <TextInput label={t('profile.company_name')} autoComplete="organization" maxLength={200} {...register('company_name')} />
            <TextInput label={t('profile.phone')} type="tel" inputMode="numeric" autoComplete="tel" maxLength={20} {...register('phone')} />
            <TextInput label={t('profile.legal_id')} maxLength={50} {...register('legal_id')} />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('profile.security')}>
          <Text size="sm" c="dimmed" mb="sm">
            {t('profile.securityHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {securityFields.map((field) => {
              const label = t(`profile.${field}`);
              return (
                <PasswordInput
                  key={field}
                  label={label}
                  autoComplete="off"
                  maxLength={200}
                  visibilityToggleFocusable
                  visibilityToggleButtonProps={{ 'aria-label': t('profile.show', { field: label.toLowerCase() }) }}
                  {...register(field)}
                />
              );
            })}
          </SimpleGrid>
        </Fieldset>
        {save.isError && save.error.message !== t('profile.saveFailed') && (
          <Alert color="red" variant="light" role="alert" title={t('profile.saveFailed')}>
            {save.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
