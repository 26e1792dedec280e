import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../layout/load-failure.js';
import { useCategories, useDishes } from '../orders/order-taking-api.js';
import { useRestaurantSession } from '../session/index.js';
import { StationsPanel } from '../stations/stations-panel.js';
import { CategoriesPanel } from './categories-panel.js';
import { DishForm } from './dish-form.js';
import { DishRow } from './dish-row.js';
import { useMenuChanges } from './menu-api.js';
import { notifyFailure, notifySuccess } from './notify.js';
import './menu-translations.js';

/** /restaurant/panelControl/menu: categories and dishes, for restaurant admins (read-only once the subscription ended). */
export function MenuPage() {
  const { t } = useTranslation('restaurant');
  const { readOnly } = useRestaurantSession();
  const categories = useCategories();
  const dishes = useDishes();
  const changes = useMenuChanges();
  const failed = categories.error ?? dishes.error;

  let body;
  if (categories.isPending || dishes.isPending) {
    body = (
      <Group gap="xs">
        <Loader size="sm" />
        <Text>{t('menu.loading')}</Text>
      </Group>
    );
  } else if (failed) {
    body = <LoadFailure error={failed} onRetry={() => void Promise.all([categories.refetch(), dishes.refetch()])} />;
  } else {
    const list = categories.data ?? [];
    body = (
      <>
        <StationsPanel readOnly={readOnly} />
        <CategoriesPanel categories={list} changes={changes} readOnly={readOnly} />
        {!readOnly && list.length > 0 && (
          <DishForm
            categories={list}
            onSave={(dish) =>
              changes.saveDish.mutateAsync({ dish }).then(
                (saved) => notifySuccess(t('menu.dishSaved', { name: saved.name })),
                (error: Error) => {
                  notifyFailure(error);
                  throw error;
                },
              )
            }
          />
        )}
        <Stack gap="xs" component="section" aria-label={t('menu.dishes')}>
          <Title order={3} size="h5">
            {t('menu.dishes')}
          </Title>
          {(dishes.data ?? []).length === 0 ? (
            <Text c="dimmed">{t('menu.noDishes')}</Text>
          ) : (
            dishes.data!.map((dish) => <DishRow key={dish.id} dish={dish} categories={list} changes={changes} readOnly={readOnly} />)
          )}
        </Stack>
      </>
    );
  }
  return (
    <Stack gap="md">
      <Title order={2}>{t('menu.title')}</Title>
      {body}
    </Stack>
  );
}
