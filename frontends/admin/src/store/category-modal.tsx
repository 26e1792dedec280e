import { Button, ColorInput, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Category } from '@mb/contracts';
import { storeApi, storeKeys } from './store-api.js';
import { storeToast } from './store-toast.js';

export const defaultCategoryColor = '#3b82f6';
const hexColor = /^#[0-9a-fA-F]{6}$/;

/** Create (no category) or edit one: name required, colour hex defaulting to #3b82f6 (spec 2 §2.8). */
export function CategoryModal({ category, onClose }: { category: Category | null; onClose(): void }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const { register, control, handleSubmit, formState } = useForm({
    defaultValues: { name: category?.name ?? '', color: category?.color ?? defaultCategoryColor },
  });
  const save = useMutation({
    mutationFn: (values: { name: string; color: string }) =>
      storeApi.saveCategory({ ...(category ? { id: category.id } : {}), name: values.name.trim(), color: values.color }),
    onSuccess: () => {
      storeToast('success', t('storeAdmin.categories.saved'));
      // A renamed category shows under its new name on every product.
      void queryClient.invalidateQueries({ queryKey: storeKeys.categories });
      void queryClient.invalidateQueries({ queryKey: storeKeys.products });
      onClose();
    },
    onError: (error) => storeToast('error', error.message),
  });

  return (
    <Modal opened onClose={onClose} title={category ? t('storeAdmin.categories.edit') : t('storeAdmin.categories.new')}>
      <form noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
        <Stack>
          <TextInput
            label={t('storeAdmin.categories.name')}
            withAsterisk
            data-autofocus
            error={formState.errors.name?.message}
            {...register('name', { validate: (value) => value.trim() !== '' || t('storeAdmin.categories.nameRequired') })}
          />
          <Controller
            control={control}
            name="color"
            rules={{ validate: (value) => hexColor.test(value) || t('storeAdmin.categories.colorInvalid') }}
            render={({ field, fieldState }) => (
              <ColorInput
                label={t('storeAdmin.categories.color')}
                format="hex"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('storeAdmin.categories.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('storeAdmin.categories.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
