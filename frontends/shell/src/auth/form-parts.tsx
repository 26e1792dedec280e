import { Alert } from '@mantine/core';
import type { TFunction } from 'i18next';
import { emailPattern } from './auth-api.js';
import { identityLimits } from './limits.js';

/** The server's or the fallback message under a form. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light">
      {message}
    </Alert>
  );
}

/** react-hook-form rules for an e-mail field: required, then well formed. */
export const emailRules = (t: TFunction) => ({
  validate: (value: string) =>
    value.trim() === '' ? t('validation.emailRequired') : emailPattern.test(value.trim()) || t('validation.emailInvalid'),
});

/** Rules for a new password and its confirmation (spec 1 §5: at least 6 characters, both equal). */
export const newPasswordRules = (t: TFunction) => ({
  password: {
    required: t('validation.passwordRequired'),
    minLength: { value: identityLimits.minPasswordLength, message: t('validation.passwordMin', { min: identityLimits.minPasswordLength }) },
  },
  confirm: {
    required: t('validation.confirmRequired'),
    validate: (value: string, form: { password: string }) => value === form.password || t('validation.passwordsMismatch'),
  },
});
