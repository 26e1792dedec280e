import { useState } from 'react';
import { Avatar, Button, FileButton, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Dish } from '@mb/contracts';
import { formatCop } from '@mb/ui';
import { ConfirmButton } from '../layout/confirm-button.js';
import type { MenuCategory } from '../orders/order-taking-api.js';
import { DishForm } from './dish-form.js';
import type { MenuChanges } from './menu-api.js';
import { notifyFailure, notifySuccess } from './notify.js';

/** One dish: picture, name, category, price and availability; edit in place, a new picture, delete after asking. */
export function DishRow({
  dish,
  categories,
  changes,
  readOnly,
}: {
  dish: Dish;
  categories: MenuCategory[];
  changes: MenuChanges;
  readOnly: boolean;
}) {
  const { t } = useTranslation('restaurant');
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <DishForm
        categories={categories}
        dish={dish}
        onCancel={() => setEditing(false)}
        onSave={(input) =>
          changes.saveDish.mutateAsync({ id: dish.id, dish: input }).then(
            (saved) => {
              setEditing(false);
              notifySuccess(t('menu.dishSaved', { name: saved.name }));
            },
            (error: Error) => {
              notifyFailure(error);
              throw error;
            },
          )
        }
      />
    );
  }
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={dish.name}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={dish.image_url} alt={t('menu.imageFor', { name: dish.name })} radius="sm" size="lg" />
          <Stack gap={0}>
            <Text fw={600}>{dish.name}</Text>
            <Text size="sm" c="dimmed">
              {dish.category_name} · {formatCop(dish.price)}
            </Text>
            {dish.description && <Text size="xs">{dish.description}</Text>}
          </Stack>
        </Group>
        <Group gap="xs">
          <Switch
            label={t('menu.available')}
            aria-label={t('menu.availableDish', { name: dish.name })}
            checked={dish.available}
            disabled={readOnly}
            onChange={(event) =>
              changes.setAvailable.mutate({ id: dish.id, available: event.currentTarget.checked }, { onError: notifyFailure })
            }
          />
          {!readOnly && (
            <>
              <FileButton
                accept="image/png,image/jpeg,image/webp,image/gif"
                onChange={(file) =>
                  file &&
                  changes.uploadImage.mutate(
                    { id: dish.id, file },
                    { onSuccess: () => notifySuccess(t('menu.imageSaved', { name: dish.name })), onError: notifyFailure },
                  )
                }
              >
                {(props) => (
                  <Button
                    size="compact-sm"
                    variant="default"
                    loading={changes.uploadImage.isPending && changes.uploadImage.variables?.id === dish.id}
                    {...props}
                  >
                    {t('menu.uploadImage')}
                  </Button>
                )}
              </FileButton>
              <Button size="compact-sm" variant="default" onClick={() => setEditing(true)}>
                {t('menu.edit')}
              </Button>
              <ConfirmButton
                size="compact-sm"
                question={t('menu.deleteDish', { name: dish.name })}
                onConfirm={() =>
                  changes.deleteDish.mutate(dish.id, { onSuccess: () => notifySuccess(t('menu.deleted')), onError: notifyFailure })
                }
              >
                {t('menu.delete')}
              </ConfirmButton>
            </>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
