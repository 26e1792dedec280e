import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { authApi, messageOf } from './auth-api.js';
import { FormError, emailRules } from './form-parts.js';
import { authNamespace } from './translations.js';
import type { ViewProps } from './views.js';

/** Spec 1 §2 "Forgot password modal": the e-mail, then a view saying the link (valid 1 hour) was sent. */
export function ForgotPasswordView({ go }: ViewProps) {
  const { t } = useTranslation(authNamespace);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setError(null);
    try {
      const answer = await authApi.forgotPassword(email.trim());
      setSent(answer.message || t('forgotPassword.sent'));
    } catch (failure) {
      setError(messageOf(failure, t('forgotPassword.failed')));
    }
  });

  const back = (
    <Anchor component="button" type="button" size="sm" onClick={() => go({ name: 'login' })}>
      {t('common.backToLogin')}
    </Anchor>
  );

  if (sent) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" role="status">
          {sent}
        </Alert>
        <Button onClick={() => go({ name: 'login' })} fullWidth>
          {t('common.backToLogin')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('forgotPassword.intro')}</Text>
        <TextInput
          label={t('common.email')}
          type="email"
          autoComplete="email"
          data-autofocus
          error={errors.email?.message}
          {...register('email', emailRules(t))}
        />
        <FormError message={error} />
        <Button type="submit" loading={isSubmitting} fullWidth>
          {t('forgotPassword.submit')}
        </Button>
        {back}
      </Stack>
    </form>
  );
}
