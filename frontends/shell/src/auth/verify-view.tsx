import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { emit, storageKeys, writeStorage } from '@mb/ui';
import { useSession } from '../session/session-context.js';
import { authApi, emailPattern, isRefusal, messageOf, retryAfterSeconds } from './auth-api.js';
import { identityLimits } from './limits.js';
import { authNamespace } from './translations.js';
import type { ViewProps } from './views.js';

type Status = { color: 'red' | 'green' | 'blue' | 'yellow'; text: string } | null;
type Busy = 'verify' | 'resend' | 'email' | null;

/**
 * Spec 1 §4 "Registration and verification" and §5: the code is upper-cased and can be sent from 4
 * characters; resending waits 10 s and is counted; after 4 resends the e-mail can be changed instead.
 * The view opens just after a code went out (sign-up, or signing in unverified), so the first 10 s start at
 * once; a resend the server refuses as too soon is shown in its words, with its wait, and not counted.
 */
export function VerifyView({
  email: initialEmail,
  password,
  notice,
  close,
}: ViewProps & { email: string; password: string; notice?: string }) {
  const { t } = useTranslation(authNamespace);
  const { refresh, setUser } = useSession();
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [cooldown, setCooldown] = useState<number>(identityLimits.resendCooldownSeconds);
  const [resends, setResends] = useState(0);
  const [newEmail, setNewEmail] = useState('');
  const [newEmailError, setNewEmailError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>(notice ? { color: 'blue', text: notice } : null);
  const [busy, setBusy] = useState<Busy>(null);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const changeEmailOffered = resends >= identityLimits.resendsBeforeEmailChange;
  const canVerify = code.trim().length >= identityLimits.verifyMinChars && busy === null;

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!canVerify) return;
    setBusy('verify');
    setStatus(null);
    try {
      const answer = await authApi.verifyEmail({ token: code.trim(), email });
      // Spec 1 §4 keeps the returned user; the session is the httpOnly cookie (no token comes back).
      writeStorage(storageKeys.authProvider, 'password');
      if (answer.user) setUser(answer.user);
      // Sign-in messages go to the header toast (bottom-left, 4 s), like the e-mail link's: the top-right
      // stack would sit over the account menu the user is about to open.
      emit('app-toast', { type: 'success', message: answer.message || t('verify.verified') });
      close();
      await refresh().catch(() => undefined);
    } catch (failure) {
      setStatus({ color: 'red', text: messageOf(failure, isRefusal(failure) ? t('verify.invalidCode') : t('verify.failed')) });
      setBusy(null);
    }
  };

  const resend = async () => {
    setBusy('resend');
    setStatus(null);
    try {
      const answer = await authApi.resendVerification(email);
      setResends((count) => count + 1);
      setCooldown(identityLimits.resendCooldownSeconds);
      if (answer.message) setStatus({ color: 'green', text: answer.message });
    } catch (failure) {
      const wait = retryAfterSeconds(failure);
      if (wait !== undefined) setCooldown(wait);
      setStatus({ color: wait === undefined ? 'red' : 'yellow', text: messageOf(failure, t('verify.resendFailed')) });
    } finally {
      setBusy(null);
    }
  };

  const changeEmail = async () => {
    const wanted = newEmail.trim();
    if (!wanted || !emailPattern.test(wanted)) {
      setNewEmailError(t('validation.emailInvalid'));
      return;
    }
    setNewEmailError(null);
    setBusy('email');
    setStatus(null);
    try {
      const answer = await authApi.updatePendingEmail(email, wanted, password);
      setEmail(answer.verification_info?.email || wanted);
      setNewEmail('');
      setCode('');
      setResends(0);
      setCooldown(identityLimits.resendCooldownSeconds);
      emit('app-toast', { type: 'success', message: answer.message || t('verify.emailUpdated') });
    } catch (failure) {
      setStatus({ color: 'red', text: messageOf(failure, t('verify.emailUpdateFailed')) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm">{t('verify.sentTo', { email })}</Text>
      <form onSubmit={verify} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('verify.code')}
            placeholder={t('verify.codePlaceholder')}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value.toUpperCase())}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            data-autofocus
            styles={{ input: { letterSpacing: 4, fontFamily: 'monospace', textTransform: 'uppercase' } }}
          />
          <Button type="submit" disabled={!canVerify} loading={busy === 'verify'} fullWidth>
            {t('verify.submit')}
          </Button>
        </Stack>
      </form>
      {status && (
        <Alert color={status.color} variant="light" role={status.color === 'red' ? 'alert' : 'status'}>
          {status.text}
        </Alert>
      )}
      <Group justify="space-between" gap="xs">
        <Button
          variant="subtle"
          onClick={resend}
          disabled={cooldown > 0 || changeEmailOffered || busy !== null}
          loading={busy === 'resend'}
        >
          {cooldown > 0 && !changeEmailOffered ? t('verify.resendIn', { seconds: cooldown }) : t('verify.resend')}
        </Button>
        {resends > 0 && (
          <Text size="xs" c="dimmed" data-testid="resend-count">
            {t('verify.resends', { n: resends })}
          </Text>
        )}
      </Group>
      {changeEmailOffered && (
        <Stack gap="xs">
          <Text size="sm">{t('verify.changeEmailHint')}</Text>
          <TextInput
            label={t('verify.newEmail')}
            type="email"
            autoComplete="email"
            value={newEmail}
            error={newEmailError}
            onChange={(event) => setNewEmail(event.currentTarget.value)}
          />
          <Button variant="light" onClick={changeEmail} loading={busy === 'email'} disabled={busy !== null && busy !== 'email'}>
            {t('verify.changeEmail')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
