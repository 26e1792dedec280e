import { useState } from 'react';
import { Avatar, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@mb/contracts';
import { ApiError, emit } from '@mb/ui';
import { useSession } from '../session/session-context.js';
import { authApi, messageOf, nonEmptyFields, onlyDigits, type ProfilePatch } from './auth-api.js';
import { FormError } from './form-parts.js';
import { authNamespace } from './translations.js';
import type { CompleteProfileDetail, ViewProps } from './views.js';

interface ProfileForm {
  company_name: string;
  phone: string;
  legal_id: string;
}

/** Spec 1 §3: the user set locally when the session cannot be read back after the update. */
export function placeholderUser(profile: CompleteProfileDetail, patch: ProfilePatch): SessionUser {
  return {
    id: 'temp',
    email: profile.defaultEmail ?? '',
    name: patch.full_name,
    full_name: patch.full_name ?? null,
    phone: patch.phone ?? null,
    legal_id: patch.legal_id ?? null,
    company_name: patch.company_name ?? null,
    role: 'Client',
    plan_type: 'Basic',
    google_photo_url: patch.google_photo_url ?? null,
  };
}

/** PUT /auth/me; on a 401 the session is checked (the cookie may have just been set) and the update retried once. */
async function updateProfile(patch: ProfilePatch) {
  try {
    return await authApi.updateMe(patch);
  } catch (failure) {
    if (!(failure instanceof ApiError && failure.status === 401)) throw failure;
    await authApi.session().catch(() => undefined);
    return authApi.updateMe(patch);
  }
}

/**
 * Spec 1 §2 "Complete profile modal", §5: after a Google sign-in, the account's name and photo, its
 * read-only e-mail, and the company, phone (digits, country code first) and legal ID still missing.
 */
export function CompleteProfileView({ profile, close }: ViewProps & { profile: CompleteProfileDetail }) {
  const { t } = useTranslation(authNamespace);
  const { refresh, setUser } = useSession();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProfileForm>({ defaultValues: { company_name: '', phone: '', legal_id: '' } });

  const onSubmit = handleSubmit(async (form) => {
    setError(null);
    const patch: ProfilePatch = nonEmptyFields({
      full_name: profile.defaultName,
      company_name: form.company_name,
      phone: onlyDigits(form.phone),
      legal_id: form.legal_id,
      // Identity takes only https photos (PUT /me); one served otherwise (a local sign-in provider) is left as identity
      // stored it at sign-in, rather than failing the whole profile.
      google_photo_url: profile.googlePhotoUrl?.startsWith('https://') ? profile.googlePhotoUrl : undefined,
    });
    try {
      await updateProfile(patch);
    } catch (failure) {
      setError(messageOf(failure, t('completeProfile.failed')));
      return;
    }
    const user = await refresh().catch(() => null);
    if (!user) setUser(placeholderUser(profile, patch));
    emit('app-toast', { type: 'success', message: t('completeProfile.saved') });
    close();
  });

  const name = profile.defaultName ?? '';
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={profile.googlePhotoUrl || undefined} alt={t('completeProfile.photo', { name })} radius="xl" size="lg">
            {name.slice(0, 1).toUpperCase() || undefined}
          </Avatar>
          <Stack gap={0}>
            <Text fw={700} data-testid="profile-name">
              {name}
            </Text>
            <Text size="sm" c="dimmed">
              {t('completeProfile.intro')}
            </Text>
          </Stack>
        </Group>
        <TextInput label={t('common.email')} value={profile.defaultEmail ?? ''} readOnly variant="filled" />
        <TextInput label={t('completeProfile.company')} autoComplete="organization" data-autofocus {...register('company_name')} />
        <Controller
          control={control}
          name="phone"
          // Spec 1 §4: a user without a phone gets this dialog again, so it is required here.
          rules={{ validate: (value) => value.length >= 7 || t('validation.phoneRequired') }}
          render={({ field }) => (
            <TextInput
              label={t('completeProfile.phone')}
              withAsterisk
              error={errors.phone?.message}
              description={t('completeProfile.phoneHint')}
              placeholder="57"
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              {...field}
              onChange={(event) => field.onChange(onlyDigits(event.currentTarget.value))}
            />
          )}
        />
        <TextInput
          label={t('completeProfile.legalId')}
          withAsterisk
          error={errors.legal_id?.message}
          {...register('legal_id', { validate: (value) => value.trim() !== '' || t('validation.legalIdRequiredShort') })}
        />
        <FormError message={error} />
        <Button type="submit" loading={isSubmitting} fullWidth>
          {t('completeProfile.submit')}
        </Button>
      </Stack>
    </form>
  );
}
