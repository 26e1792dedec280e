import { useState } from 'react';
import { Alert, Button, Divider, Group, Modal, Select, SimpleGrid, Stack, Switch, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { planTypes, type LiveSubscriptionsConflict, type PlanType, type Product } from '@mb/contracts';
import { ApiError } from '@mb/ui';
import { CountryPicker } from './country-picker.js';
import { LiveSubscriptionsDialog, liveSubscriptionsConflictOf } from './live-subscriptions-dialog.js';
import { MediaSection } from './media-section.js';
import { PesosInput } from './plan-fields.js';
import { PlansSection } from './plans-section.js';
import {
  changedPlans,
  createRequest,
  customPlanChanges,
  newProductValues,
  productValues,
  slugOf,
  updateRequest,
  type ProductFormValues,
} from './product-form.js';
import { storeApi, storeKeys, useCategories } from './store-api.js';
import { storeToast } from './store-toast.js';

/** The catalog refuses a save made on an older version with 409 and the version it has now. */
const isStale = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && typeof (error.body as { version?: unknown })?.version === 'number';

/** Plans, then custom plans: one call each (spec 2 §7.4), in order, the product answered by the last. */
async function savePlans(values: ProductFormValues, saved: Product): Promise<Product> {
  let product = saved;
  for (const plan of changedPlans(values, product))
    product = await storeApi.updatePlan(product.id, plan.type, { price: plan.price, features: plan.features });
  const custom = customPlanChanges(values, product.custom_plans);
  for (const plan of custom.save) product = await storeApi.saveCustomPlan(product.id, plan);
  for (const key of custom.remove) product = await storeApi.deleteCustomPlan(product.id, key);
  return product;
}

/**
 * One modal for creating and editing a product (spec 2 §2.8). A created product stays open in edit mode so its
 * pictures and video can be uploaded; an edit made on a version someone else has since changed is explained, with
 * a way to reload it; one that deactivates the product or moves its slug while someone holds it is shown with the
 * live subscriptions it reaches, and sent again once confirmed.
 */
export function ProductModal({ product, onClose }: { product: Product | null; onClose(): void }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const categories = useCategories();
  const [current, setCurrent] = useState(product);
  const [stale, setStale] = useState(false);
  const [atStake, setAtStake] = useState<{ conflict: LiveSubscriptionsConflict; values: ProductFormValues } | null>(null);
  const form = useForm<ProductFormValues>({ defaultValues: product ? productValues(product) : newProductValues() });
  const { register, handleSubmit, formState, reset, control } = form;
  const [name, slug] = useWatch({ control, name: ['name', 'slug'] });
  const refreshList = () => queryClient.invalidateQueries({ queryKey: storeKeys.products });

  const save = useMutation({
    mutationFn: async ({ values, confirmed }: { values: ProductFormValues; confirmed?: boolean }) => {
      if (!current) return savePlans(values, await storeApi.createProduct(createRequest(values)));
      const request = { ...updateRequest(values, current.version), ...(confirmed ? { confirm_live_subscriptions: true } : {}) };
      return savePlans(values, await storeApi.updateProduct(current.id, request));
    },
    onSuccess: (saved) => {
      setAtStake(null);
      void refreshList();
      if (current) {
        storeToast('success', t('storeAdmin.form.updated'));
        onClose();
        return;
      }
      storeToast('success', t('storeAdmin.form.created'));
      setCurrent(saved);
      reset(productValues(saved));
    },
    onError: (error, { values }) => {
      setAtStake(null);
      const conflict = liveSubscriptionsConflictOf(error);
      if (conflict) setAtStake({ conflict, values });
      else if (isStale(error)) setStale(true);
      else storeToast('error', error.message);
    },
  });

  const reload = useMutation({
    mutationFn: () => storeApi.product(current!.id),
    onSuccess: (fresh) => {
      setCurrent(fresh);
      reset(productValues(fresh));
      setStale(false);
    },
    onError: (error) => storeToast('error', error.message),
  });

  const mediaChanged = (changed: Product) => {
    setCurrent(changed);
    void refreshList();
  };
  const required = (key: string) => (value: string) => value.trim() !== '' || t(`storeAdmin.form.${key}`);
  const existingPlans = new Set<PlanType>(planTypes.filter((type) => current?.plans[type]));

  return (
    <Modal
      opened
      onClose={onClose}
      title={current ? t('storeAdmin.form.editTitle') : t('storeAdmin.form.createTitle')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('storeAdmin.form.close') }}
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={handleSubmit((values) => save.mutate({ values }))}>
          <Stack>
            {stale && (
              <Alert color="orange" title={t('storeAdmin.form.staleTitle')} role="alert">
                <Stack gap="xs" align="flex-start">
                  {t('storeAdmin.form.staleText')}
                  <Button size="xs" color="orange" loading={reload.isPending} onClick={() => reload.mutate()}>
                    {t('storeAdmin.form.reload')}
                  </Button>
                </Stack>
              </Alert>
            )}
            <Title order={4}>{t('storeAdmin.form.general')}</Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('storeAdmin.form.name')}
                withAsterisk
                data-autofocus
                error={formState.errors.name?.message}
                {...register('name', { validate: required('nameRequired') })}
              />
              <Controller
                name="category"
                control={control}
                rules={{ validate: required('categoryRequired') }}
                render={({ field, fieldState }) => (
                  <Select
                    label={t('storeAdmin.form.category')}
                    placeholder={t('storeAdmin.form.categoryPlaceholder')}
                    withAsterisk
                    data={(categories.data ?? []).map((category) => category.name)}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </SimpleGrid>
            <Textarea
              label={t('storeAdmin.form.description')}
              withAsterisk
              rows={3}
              error={formState.errors.description?.message}
              {...register('description', { validate: required('descriptionRequired') })}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('storeAdmin.form.slug')}
                description={t('storeAdmin.form.slugHint', { slug: slugOf({ name, slug: '' }) })}
                placeholder={slugOf({ name, slug })}
                {...register('slug')}
              />
              <TextInput
                label={t('storeAdmin.form.seoSlug')}
                description={t('storeAdmin.form.seoSlugHint')}
                {...register('seo_page_slug')}
              />
            </SimpleGrid>
            <CountryPicker />
            <Controller
              name="is_active"
              control={control}
              render={({ field }) => (
                <Switch
                  label={t('storeAdmin.form.isActive')}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                />
              )}
            />
            <Divider />
            <Title order={4}>{t('storeAdmin.form.costs')}</Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <PesosInput name="implementation_cost" label={t('storeAdmin.form.implementationCost')} />
              <PesosInput name="maintenance_cost_monthly" label={t('storeAdmin.form.maintenanceMonthly')} />
              <PesosInput name="maintenance_cost_annual" label={t('storeAdmin.form.maintenanceAnnual')} />
            </SimpleGrid>
            <Divider />
            <Title order={4}>{t('storeAdmin.form.descriptions')}</Title>
            <Textarea label={t('storeAdmin.form.descriptionGeneral')} rows={3} {...register('description_general')} />
            <Textarea label={t('storeAdmin.form.descriptionFeatures')} rows={3} {...register('description_features')} />
            <Textarea label={t('storeAdmin.form.descriptionUnique')} rows={3} {...register('description_unique')} />
            <Divider />
            <PlansSection existing={existingPlans} />
            <Divider />
            {current ? (
              <MediaSection product={current} onChange={mediaChanged} />
            ) : (
              <Alert color="blue">{t('storeAdmin.media.saveFirst')}</Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('storeAdmin.form.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {current ? t('storeAdmin.form.save') : t('storeAdmin.form.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
      <LiveSubscriptionsDialog
        conflict={atStake?.conflict ?? null}
        busy={save.isPending}
        onConfirm={() => atStake && save.mutate({ values: atStake.values, confirmed: true })}
        onCancel={() => setAtStake(null)}
      />
    </Modal>
  );
}
