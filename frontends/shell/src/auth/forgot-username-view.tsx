import { useId, useState } from 'react';
import { Alert, Anchor, Button, CopyButton, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@mb/ui';
import { authApi, messageOf, onlyDigits } from './auth-api.js';
import { FormError, emailRules } from './form-parts.js';
import { authNamespace } from './translations.js';
import type { ViewProps } from './views.js';

type SearchBy = 'email' | 'phone';

interface UsernameForm {
  by: SearchBy;
  email: string;
  phone: string;
}

/** The contract's shortest phone (country code and number). */
const minPhoneDigits = 7;

/**
 * Spec 1 §2 "Forgot username modal": search by e-mail or phone, then the user with a copy button. The username is the
 * e-mail: shown masked as the server answers it, copied as typed (the masked form could not be pasted to sign in).
 */
export function ForgotUsernameView({ go }: ViewProps) {
  const { t } = useTranslation(authNamespace);
  const searchById = useId();
  const [found, setFound] = useState<{ message: string; masked: string | null; username: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    watch,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<UsernameForm>({ defaultValues: { by: 'email', email: '', phone: '' }, shouldUnregister: true });
  const by = watch('by');

  const onSubmit = handleSubmit(async (form) => {
    setError(null);
    try {
      const email = form.by === 'email' ? form.email.trim() : '';
      const answer = await authApi.forgotUsername(form.by === 'email' ? { email } : { phone: form.phone });
      setFound({ message: answer.message, masked: answer.masked_email, username: email });
    } catch (failure) {
      const notFound = failure instanceof ApiError && failure.status === 404;
      setError(messageOf(failure, notFound ? t('forgotUsername.notFound') : t('forgotUsername.failed')));
    }
  });

  const back = (
    <Anchor component="button" type="button" size="sm" onClick={() => go({ name: 'login' })}>
      {t('common.backToLogin')}
    </Anchor>
  );

  if (found) {
    return (
      <Stack gap="md">
        {found.message && (
          <Alert color="green" variant="light" role="status">
            {found.message}
          </Alert>
        )}
        {/* Searched by e-mail: that e-mail, masked (the server says the same whether or not it has an account). */}
        {found.masked && (
          <>
            <Text size="sm" c="dimmed">
              {t('forgotUsername.yourUser')}
            </Text>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={700} ff="monospace" data-testid="masked-email">
                {found.masked}
              </Text>
              <CopyButton value={found.username}>
                {({ copied, copy }) => (
                  <Button size="xs" variant={copied ? 'filled' : 'light'} color={copied ? 'teal' : undefined} onClick={copy}>
                    {copied ? t('forgotUsername.copied') : t('forgotUsername.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </>
        )}
        <Button onClick={() => go({ name: 'login' })} fullWidth>
          {t('common.backToLogin')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Controller
          control={control}
          name="by"
          render={({ field }) => (
            <Stack gap={4}>
              <Text size="sm" fw={500} id={searchById}>
                {t('forgotUsername.searchBy')}
              </Text>
              <SegmentedControl
                aria-labelledby={searchById}
                fullWidth
                value={field.value}
                onChange={(value) => {
                  setError(null);
                  clearErrors();
                  field.onChange(value as SearchBy);
                }}
                data={[
                  { value: 'email', label: t('forgotUsername.byEmail') },
                  { value: 'phone', label: t('forgotUsername.byPhone') },
                ]}
              />
            </Stack>
          )}
        />
        {by === 'email' ? (
          <TextInput
            key="email"
            label={t('common.email')}
            type="email"
            autoComplete="email"
            data-autofocus
            error={errors.email?.message}
            {...register('email', emailRules(t))}
          />
        ) : (
          <Controller
            key="phone"
            control={control}
            name="phone"
            rules={{ validate: (value) => value.length >= minPhoneDigits || t('validation.phoneInvalid') }}
            render={({ field }) => (
              <TextInput
                label={t('forgotUsername.phone')}
                description={t('forgotUsername.phoneHint')}
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                error={errors.phone?.message}
                {...field}
                onChange={(event) => field.onChange(onlyDigits(event.currentTarget.value))}
              />
            )}
          />
        )}
        <FormError message={error} />
        <Button type="submit" loading={isSubmitting} fullWidth>
          {t('forgotUsername.submit')}
        </Button>
        {back}
      </Stack>
    </form>
  );
}
