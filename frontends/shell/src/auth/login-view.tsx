import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, Checkbox, Divider, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { emit, storageKeys, writeStorage } from '@mb/ui';
import { useSession } from '../session/session-context.js';
import { authApi, messageOf, unverifiedEmail } from './auth-api.js';
import { FormError } from './form-parts.js';
import { GoogleSignInError, signInWithGoogle } from './google-sign-in.js';
import { authNamespace } from './translations.js';
import type { ViewProps } from './views.js';

interface LoginForm {
  email: string;
  password: string;
  remember: boolean;
}

/** Spec 1 §2 "Login modal" and §4 "Session": password sign-in and 'Continuar con Google'. */
export function LoginView({ go, close, notice }: ViewProps & { notice?: string }) {
  const { t } = useTranslation(authNamespace);
  const { refresh, setUser } = useSession();
  const [error, setError] = useState<string | null>(null);
  const [googleBusy, setGoogleBusy] = useState(false);
  const googleAbort = useRef<AbortController | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ defaultValues: { email: '', password: '', remember: true } });

  // Leaving the dialog stops waiting for the popup.
  useEffect(() => () => googleAbort.current?.abort(), []);

  const onSubmit = handleSubmit(async ({ email, password, remember }) => {
    setError(null);
    try {
      const answer = await authApi.login({ email: email.trim(), password, remember_me: remember });
      writeStorage(storageKeys.authProvider, 'password');
      setValue('password', '');
      if (answer.user) setUser(answer.user);
      close();
      // The session cookie is what counts from now on: ask the server who is signed in.
      await refresh().catch(() => undefined);
    } catch (failure) {
      const pendingEmail = unverifiedEmail(failure);
      if (pendingEmail) {
        go({ name: 'verify', email: pendingEmail, password, notice: messageOf(failure, '') || undefined });
        return;
      }
      setError(messageOf(failure, t('login.failed')));
    }
  });

  const onGoogle = () => {
    setError(null);
    setGoogleBusy(true);
    googleAbort.current?.abort();
    const controller = new AbortController();
    googleAbort.current = controller;
    // Called synchronously from the click: the popup opens before anything is awaited.
    signInWithGoogle({ signal: controller.signal })
      .then(async (result) => {
        if (controller.signal.aborted) return;
        if (result.kind === 'signed-in') {
          setUser(result.user);
          close();
          await refresh().catch(() => undefined);
        } else if (result.kind === 'complete-profile') {
          emit('open-complete-profile', result.detail);
        }
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        const fallback = t('login.googleFailed');
        setError(failure instanceof GoogleSignInError ? failure.message || fallback : messageOf(failure, fallback));
      })
      .finally(() => {
        if (googleAbort.current === controller) googleAbort.current = null;
        if (!controller.signal.aborted) setGoogleBusy(false);
      });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {notice && (
          <Alert color="green" variant="light" role="status">
            {notice}
          </Alert>
        )}
        <TextInput
          label={t('common.email')}
          type="email"
          autoComplete="email"
          data-autofocus
          error={errors.email?.message}
          {...register('email', { validate: (value) => value.trim() !== '' || t('validation.emailRequired') })}
        />
        <PasswordInput
          label={t('common.password')}
          autoComplete="current-password"
          visibilityToggleButtonProps={{ 'aria-label': t('common.showPassword') }}
          error={errors.password?.message}
          {...register('password', { required: t('validation.passwordRequired') })}
        />
        <Group justify="space-between" gap="xs">
          <Checkbox label={t('login.remember')} {...register('remember')} />
          <Anchor component="button" type="button" size="sm" onClick={() => go({ name: 'forgot-password' })}>
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
        <FormError message={error} />
        <Button type="submit" loading={isSubmitting} disabled={googleBusy} fullWidth>
          {t('login.submit')}
        </Button>
        <Divider label={t('common.or')} labelPosition="center" />
        <Button
          type="button"
          variant="default"
          onClick={onGoogle}
          loading={googleBusy}
          disabled={isSubmitting}
          fullWidth
          leftSection={<GoogleMark />}
        >
          {t('login.google')}
        </Button>
        {googleBusy && (
          <Text size="xs" c="dimmed" ta="center" role="status">
            {t('login.googleWaiting')}
          </Text>
        )}
        <Group justify="space-between" gap="xs">
          <Anchor component="button" type="button" size="sm" onClick={() => go({ name: 'forgot-username' })}>
            {t('login.forgotUsername')}
          </Anchor>
          <Text size="sm">
            {t('login.noAccount')}{' '}
            <Anchor component="button" type="button" size="sm" onClick={() => go({ name: 'register' })}>
              {t('login.createAccount')}
            </Anchor>
          </Text>
        </Group>
      </Stack>
    </form>
  );
}

/** Google's "G", drawn inline (no image request). */
function GoogleMark() {
  return (
    <svg width="16" height="16" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.3-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.3-.4-3.5z" />
    </svg>
  );
}
