import { ActionIcon, Button, Card, Fieldset, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { planTypes, type PlanType } from '@mb/contracts';
import { FeatureList, PlanPrices } from './plan-fields.js';
import type { ProductFormValues } from './product-form.js';

const customKey = /^[a-z0-9][a-z0-9_-]{0,39}$/;

/**
 * The three standard plans and the custom ones. A new product needs the standard price; pro and gold may stay
 * blank, but a plan the product has keeps a price (there is no call to remove one).
 */
export function PlansSection({ existing }: { existing: ReadonlySet<PlanType> }) {
  const { t } = useTranslation('admin');
  const { register, control, formState } = useFormContext<ProductFormValues>();
  const custom = useFieldArray({ control, name: 'custom_plans' });
  const errors = formState.errors.custom_plans;

  return (
    <Stack>
      <Title order={4}>{t('storeAdmin.form.plans')}</Title>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {planTypes.map((type) => (
          <Fieldset key={type} legend={t(`storeAdmin.form.planNames.${type}`)}>
            <Stack gap="sm">
              <PlanPrices path={`plans.${type}`} required={type === 'estandar' || existing.has(type)} />
              <FeatureList path={`plans.${type}`} />
            </Stack>
          </Fieldset>
        ))}
      </SimpleGrid>
      <Title order={4}>{t('storeAdmin.form.customPlans')}</Title>
      {custom.fields.map((field, index) => (
        <Card key={field.id} withBorder data-testid="custom-plan">
          <Stack gap="sm">
            <Group align="flex-start" grow>
              <TextInput
                label={t('storeAdmin.form.customKey')}
                withAsterisk
                error={errors?.[index]?.key?.message}
                {...register(`custom_plans.${index}.key`, {
                  validate: (value, form) => {
                    const key = value.trim().toLowerCase();
                    if (!customKey.test(key) || (planTypes as readonly string[]).includes(key))
                      return t('storeAdmin.form.customKeyInvalid');
                    return (
                      form.custom_plans.filter((plan) => plan.key.trim().toLowerCase() === key).length === 1 ||
                      t('storeAdmin.form.customKeyRepeated')
                    );
                  },
                })}
              />
              <TextInput
                label={t('storeAdmin.form.customName')}
                withAsterisk
                error={errors?.[index]?.name?.message}
                {...register(`custom_plans.${index}.name`, {
                  validate: (value) => value.trim() !== '' || t('storeAdmin.form.customNameRequired'),
                })}
              />
              <Group justify="flex-end" style={{ flexGrow: 0 }}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={28}
                  aria-label={t('storeAdmin.form.removeCustomPlan')}
                  onClick={() => custom.remove(index)}
                >
                  ✕
                </ActionIcon>
              </Group>
            </Group>
            <PlanPrices path={`custom_plans.${index}`} required />
            <FeatureList path={`custom_plans.${index}`} />
          </Stack>
        </Card>
      ))}
      <Button variant="light" w="fit-content" onClick={() => custom.append({ key: '', name: '', price: '', features: [] })}>
        {t('storeAdmin.form.addCustomPlan')}
      </Button>
    </Stack>
  );
}
