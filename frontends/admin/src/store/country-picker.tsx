import { Button, Group, MultiSelect, Stack } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countryName, countryRegions, type CountryRegion } from '@mb/contracts/domain/countries';
import type { ProductFormValues } from './product-form.js';

const regions = Object.keys(countryRegions) as CountryRegion[];

/** available_countries picked by region (spec 2 §2.8): a grouped list, and a button per region that adds all of it. */
export function CountryPicker() {
  const { t, i18n } = useTranslation('admin');
  const data = regions.map((region) => ({
    group: t(`storeAdmin.form.regions.${region}`),
    items: countryRegions[region].map((code) => ({ value: code, label: countryName(code, i18n.language) })),
  }));
  return (
    <Controller<ProductFormValues, 'available_countries'>
      name="available_countries"
      render={({ field }) => (
        <Stack gap={6}>
          <MultiSelect
            label={t('storeAdmin.form.countries')}
            description={t('storeAdmin.form.countriesHint')}
            data={data}
            value={field.value}
            onChange={field.onChange}
            searchable
            clearable
          />
          <Group gap={6}>
            {regions.map((region) => (
              <Button
                key={region}
                size="compact-xs"
                variant="light"
                onClick={() => field.onChange([...new Set([...field.value, ...countryRegions[region]])])}
              >
                {t('storeAdmin.form.addRegion', { region: t(`storeAdmin.form.regions.${region}`) })}
              </Button>
            ))}
          </Group>
        </Stack>
      )}
    />
  );
}
