import { useState } from 'react';
import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { authApi, isRefusal, messageOf } from './auth-api.js';
import { FormError, newPasswordRules } from './form-parts.js';
import { authNamespace } from './translations.js';
import { removeQueryParam, resetParam } from './url-params.js';
import type { ViewProps } from './views.js';

interface ResetForm {
  password: string;
  confirm: string;
}

/** Opened by the e-mail's link `/?reset_token=...`: a new password, then back to the login view. */
export function ResetPasswordView({ go, token }: ViewProps & { token: string }) {
  const { t } = useTranslation(authNamespace);
  const passwordRules = newPasswordRules(t);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetForm>({ defaultValues: { password: '', confirm: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    setError(null);
    try {
      const answer = await authApi.resetPassword(token, password);
      removeQueryParam(resetParam);
      go({ name: 'login', notice: answer.message || t('resetPassword.done') });
    } catch (failure) {
      // An expired or used link will not work on a second try either.
      if (isRefusal(failure)) removeQueryParam(resetParam);
      setError(messageOf(failure, t('resetPassword.invalidLink')));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('resetPassword.intro')}</Text>
        <PasswordInput
          label={t('resetPassword.newPassword')}
          autoComplete="new-password"
          data-autofocus
          visibilityToggleButtonProps={{ 'aria-label': t('common.showPassword') }}
          error={errors.password?.message}
          {...register('password', passwordRules.password)}
        />
        <PasswordInput
          label={t('common.confirmPassword')}
          autoComplete="new-password"
          visibilityToggleButtonProps={{ 'aria-label': t('common.showPassword') }}
          error={errors.confirm?.message}
          {...register('confirm', passwordRules.confirm)}
        />
        <FormError message={error} />
        <Button type="submit" loading={isSubmitting} fullWidth>
          {t('resetPassword.submit')}
        </Button>
        {error && (
          <Anchor component="button" type="button" size="sm" onClick={() => go({ name: 'forgot-password' })}>
            {t('resetPassword.requestNew')}
          </Anchor>
        )}
      </Stack>
    </form>
  );
}
