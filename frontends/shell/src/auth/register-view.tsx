import { useState } from 'react';
import { Anchor, Button, Checkbox, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { emit } from '@mb/ui';
import { authApi, messageOf, nonEmptyFields, onlyDigits } from './auth-api.js';
import { FormError, emailRules, newPasswordRules } from './form-parts.js';
import { authNamespace } from './translations.js';
import type { ViewProps } from './views.js';

interface RegisterForm {
  full_name: string;
  email: string;
  company_name: string;
  phone: string;
  legal_id: string;
  password: string;
  confirm: string;
  terms: boolean;
}

const emptyForm: RegisterForm = {
  full_name: '',
  email: '',
  company_name: '',
  phone: '',
  legal_id: '',
  password: '',
  confirm: '',
  terms: false,
};

/** Spec 1 §2 "Registration modal", §4 "Registration and verification", §5 rules. */
export function RegisterView({ go }: ViewProps) {
  const { t } = useTranslation(authNamespace);
  const passwordRules = newPasswordRules(t);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RegisterForm>({ defaultValues: emptyForm });

  const onSubmit = handleSubmit(async (form) => {
    setError(null);
    try {
      const optional = nonEmptyFields({ company_name: form.company_name, phone: form.phone });
      const email = form.email.trim();
      const answer = await authApi.register({
        email,
        password: form.password,
        full_name: form.full_name.trim(),
        legal_id: form.legal_id.trim(),
        ...optional,
      });
      emit('app-toast', { type: 'success', message: answer.message || t('register.success') });
      reset(emptyForm);
      go({ name: 'verify', email: answer.verification_info?.email || email, password: form.password });
    } catch (failure) {
      setError(messageOf(failure, t('register.failed')));
    }
  });

  const required = (message: string) => (value: string) => value.trim() !== '' || message;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('register.fullName')}
          autoComplete="name"
          data-autofocus
          withAsterisk
          error={errors.full_name?.message}
          {...register('full_name', { validate: required(t('validation.nameRequired')) })}
        />
        <TextInput
          label={t('common.email')}
          type="email"
          autoComplete="email"
          withAsterisk
          error={errors.email?.message}
          {...register('email', emailRules(t))}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={t('register.company')} autoComplete="organization" {...register('company_name')} />
          <Controller
            control={control}
            name="phone"
            render={({ field }) => (
              <TextInput
                label={t('register.phone')}
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                {...field}
                onChange={(event) => field.onChange(onlyDigits(event.currentTarget.value))}
              />
            )}
          />
        </SimpleGrid>
        <TextInput
          label={t('register.legalId')}
          description={t('register.legalIdHint')}
          withAsterisk
          error={errors.legal_id?.message}
          {...register('legal_id', { validate: required(t('validation.legalIdRequired')) })}
        />
        <PasswordInput
          label={t('common.password')}
          autoComplete="new-password"
          withAsterisk
          visibilityToggleButtonProps={{ 'aria-label': t('common.showPassword') }}
          error={errors.password?.message}
          {...register('password', passwordRules.password)}
        />
        <PasswordInput
          label={t('common.confirmPassword')}
          autoComplete="new-password"
          withAsterisk
          visibilityToggleButtonProps={{ 'aria-label': t('common.showPassword') }}
          error={errors.confirm?.message}
          {...register('confirm', passwordRules.confirm)}
        />
        <Checkbox
          label={t('register.terms')}
          error={errors.terms?.message}
          {...register('terms', { validate: (value) => value || t('validation.termsRequired') })}
        />
        <FormError message={error} />
        <Button type="submit" loading={isSubmitting} fullWidth>
          {t('register.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('register.haveAccount')}{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => go({ name: 'login' })}>
            {t('register.login')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
