import { Button, Checkbox, Fieldset, Group, Modal, NativeSelect, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { mailEncryptions, type IssuerDetail, type RestaurantIssuerRequestItem } from '@mb/contracts';
import { apidianApi, failureMessage } from '../apidian-api.js';
import { updateIssuer } from '../issuers-api.js';
import { invoicingToast } from '../toast.js';
import { invoicingNamespace } from '../translations.js';
import { useReloadIssuers } from '../use-issuers.js';
import {
  codesOf,
  defaultIssuerCodes,
  issuerFieldsOf,
  newIssuerValues,
  requestValues,
  valuesOf,
  type IssuerFormValues,
} from './issuer-form.js';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phonePattern = /^\d{7,10}$/;

interface IssuerFormModalProps {
  issuer: IssuerDetail | null;
  /** A restaurant owner's request the new issuer starts from (its company's data and codes). */
  request?: RestaurantIssuerRequestItem;
  onClose(): void;
}

/** 'Agregar Nuevo Facturador' (spec 3 §2.1): creates through APIDIAN, or edits `issuer` through the same-site call. */
export function IssuerFormModal({ issuer, request, onClose }: IssuerFormModalProps) {
  const { t } = useTranslation(invoicingNamespace);
  const reload = useReloadIssuers();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<IssuerFormValues>({ defaultValues: issuer ? valuesOf(issuer) : request ? requestValues(request) : newIssuerValues });
  const useDefaultMail = watch('use_default_mail');

  const save = useMutation({
    mutationFn: async (values: IssuerFormValues) => {
      if (!issuer) {
        const codes = request ? codesOf(request) : defaultIssuerCodes;
        await apidianApi.createIssuer(values.nit, values.dv, issuerFieldsOf(values, codes), t('messages.issuerCreateFailed'));
        return t('messages.issuerCreated');
      }
      const fields = issuerFieldsOf(values, codesOf(issuer));
      await updateIssuer(issuer.id, { ...fields, nit: values.nit.trim(), dv: values.dv.trim() }, t('messages.updateFailed'));
      return t('messages.issuerUpdated');
    },
    onSuccess: (message) => {
      invoicingToast('success', message);
      void reload();
      onClose();
    },
    onError: (error) => invoicingToast('error', failureMessage(error, t)),
  });

  const filled = (message: string) => (value: string) => value.trim() !== '' || message;
  const mailFilled = (value: string, form: IssuerFormValues) => form.use_default_mail || value.trim() !== '' || t('form.mailRequired');

  return (
    <Modal
      opened
      onClose={onClose}
      title={issuer ? t('form.editTitle') : t('form.createTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('form.close') }}
    >
      <form noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {/* An issuer's NIT and DV are its key at APIDIAN: they are sent on edit but cannot change. */}
            <TextInput
              label={t('form.nit')}
              inputMode="numeric"
              withAsterisk
              data-autofocus
              readOnly={issuer !== null}
              error={errors.nit?.message}
              {...register('nit', { validate: filled(t('messages.nitAndDvRequired')) })}
            />
            <TextInput
              label={t('form.dv')}
              inputMode="numeric"
              maxLength={1}
              withAsterisk
              readOnly={issuer !== null}
              error={errors.dv?.message}
              {...register('dv', { validate: filled(t('messages.nitAndDvRequired')) })}
            />
          </SimpleGrid>
          <TextInput
            label={t('form.businessName')}
            withAsterisk
            error={errors.business_name?.message}
            {...register('business_name', { validate: filled(t('form.businessNameRequired')) })}
          />
          <TextInput label={t('form.merchantRegistration')} {...register('merchant_registration')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t('form.email')}
              type="email"
              withAsterisk
              error={errors.email?.message}
              {...register('email', { validate: (value) => emailPattern.test(value.trim()) || t('form.emailInvalid') })}
            />
            <TextInput
              label={t('form.phone')}
              type="tel"
              inputMode="numeric"
              withAsterisk
              error={errors.phone?.message}
              {...register('phone', { validate: (value) => phonePattern.test(value.trim()) || t('form.phoneInvalid') })}
            />
          </SimpleGrid>
          <TextInput
            label={t('form.address')}
            withAsterisk
            error={errors.address?.message}
            {...register('address', { validate: filled(t('form.addressRequired')) })}
          />
          <Checkbox label={t('form.useDefaultMail')} {...register('use_default_mail')} />
          <Fieldset legend={t('form.mail')} disabled={useDefaultMail}>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                label={t('form.mailHost')}
                error={errors.mail_host?.message}
                {...register('mail_host', { validate: mailFilled })}
              />
              <TextInput
                label={t('form.mailPort')}
                inputMode="numeric"
                error={errors.mail_port?.message}
                {...register('mail_port', { validate: mailFilled })}
              />
              <TextInput
                label={t('form.mailUsername')}
                autoComplete="off"
                error={errors.mail_username?.message}
                {...register('mail_username', { validate: mailFilled })}
              />
              <PasswordInput
                label={t('form.mailPassword')}
                autoComplete="new-password"
                visibilityToggleButtonProps={{ 'aria-label': t('form.showPassword') }}
                error={errors.mail_password?.message}
                {...register('mail_password', { validate: mailFilled })}
              />
              <NativeSelect label={t('form.mailEncryption')} data={[...mailEncryptions]} {...register('mail_encryption')} />
            </SimpleGrid>
          </Fieldset>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {issuer ? t('form.save') : t('form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
