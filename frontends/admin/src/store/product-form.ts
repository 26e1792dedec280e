import {
  planTypes,
  restaurantPlanPrices,
  slugify,
  type CreateProductRequest,
  type CustomPlanRequest,
  type PlanFeature,
  type PlanType,
  type Product,
  type UpdateProductRequest,
} from '@mb/contracts';

/** What the product modal edits (spec 2 §2.8); prices are text while typed, pesos once read. */
export interface PlanValues {
  price: number | '';
  features: PlanFeature[];
}
export interface CustomPlanValues extends PlanValues {
  key: string;
  name: string;
}
export interface ProductFormValues {
  name: string;
  description: string;
  category: string;
  slug: string;
  seo_page_slug: string;
  available_countries: string[];
  implementation_cost: number | '';
  maintenance_cost_monthly: number | '';
  maintenance_cost_annual: number | '';
  description_general: string;
  description_features: string;
  description_unique: string;
  is_active: boolean;
  plans: Record<PlanType, PlanValues>;
  custom_plans: CustomPlanValues[];
}

/** A new product starts with the restaurant's plan prices (spec 2 §3) and no features. */
export function newProductValues(category = ''): ProductFormValues {
  return {
    name: '',
    description: '',
    category,
    slug: '',
    seo_page_slug: '',
    available_countries: [],
    implementation_cost: 0,
    maintenance_cost_monthly: 0,
    maintenance_cost_annual: 0,
    description_general: '',
    description_features: '',
    description_unique: '',
    is_active: true,
    plans: {
      estandar: { price: restaurantPlanPrices.estandar, features: [] },
      pro: { price: restaurantPlanPrices.pro, features: [] },
      gold: { price: restaurantPlanPrices.gold, features: [] },
    },
    custom_plans: [],
  };
}

export function productValues(product: Product): ProductFormValues {
  const plan = (type: PlanType): PlanValues => ({ price: product.plans[type]?.price ?? '', features: product.plans[type]?.features ?? [] });
  return {
    name: product.name,
    description: product.description,
    category: product.category ?? '',
    slug: product.slug,
    seo_page_slug: product.seo_page_slug ?? '',
    available_countries: product.available_countries,
    implementation_cost: product.implementation_cost,
    maintenance_cost_monthly: product.maintenance_cost_monthly,
    maintenance_cost_annual: product.maintenance_cost_annual,
    description_general: product.description_general,
    description_features: product.description_features,
    description_unique: product.description_unique,
    is_active: product.is_active,
    plans: { estandar: plan('estandar'), pro: plan('pro'), gold: plan('gold') },
    custom_plans: product.custom_plans.map(({ key, name, price, features }) => ({ key, name, price, features })),
  };
}

/** Spec 2 §2.8: feature entries without a name are dropped. */
export const keptFeatures = (features: PlanFeature[]): PlanFeature[] =>
  features.map((feature) => ({ name: feature.name.trim(), enabled: feature.enabled })).filter((feature) => feature.name !== '');

/** Spec 2 §5: a blank slug is the name's, normalised. */
export const slugOf = (values: Pick<ProductFormValues, 'slug' | 'name'>) => slugify(values.slug.trim() || values.name);

const pesos = (value: number | '') => (value === '' ? 0 : value);

/** The fields PUT /auth/products/{id} and POST /auth/products share. */
function productFields(values: ProductFormValues) {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    category: values.category,
    slug: slugOf(values),
    seo_page_slug: values.seo_page_slug.trim() || null,
    available_countries: values.available_countries,
    implementation_cost: pesos(values.implementation_cost),
    maintenance_cost_monthly: pesos(values.maintenance_cost_monthly),
    maintenance_cost_annual: pesos(values.maintenance_cost_annual),
    description_general: values.description_general,
    description_features: values.description_features,
    description_unique: values.description_unique,
    is_active: values.is_active,
  };
}

export function createRequest(values: ProductFormValues): CreateProductRequest {
  const price = (type: PlanType) => (values.plans[type].price === '' ? undefined : values.plans[type].price);
  return {
    ...productFields(values),
    price_estandar: pesos(values.plans.estandar.price),
    price_pro: price('pro'),
    price_gold: price('gold'),
    plan_features: Object.fromEntries(planTypes.map((type) => [type, keptFeatures(values.plans[type].features)])),
  };
}

/** The whole form, with the version it was read at: a product changed meanwhile is refused, not overwritten. */
export const updateRequest = (values: ProductFormValues, version: number): UpdateProductRequest => ({ ...productFields(values), version });

/** The standard plans whose price or features differ from the product's (each is its own call, spec 2 §7.4). */
export function changedPlans(values: ProductFormValues, product: Product): { type: PlanType; price: number; features: PlanFeature[] }[] {
  return planTypes.flatMap((type) => {
    const { price } = values.plans[type];
    if (price === '') return [];
    const features = keptFeatures(values.plans[type].features);
    const current = product.plans[type];
    const same = current && current.price === price && JSON.stringify(current.features) === JSON.stringify(features);
    return same ? [] : [{ type, price, features }];
  });
}

/** Custom plans to save (new or changed) and the keys of those removed from the form. */
export function customPlanChanges(
  values: ProductFormValues,
  current: Product['custom_plans'],
): { save: CustomPlanRequest[]; remove: string[] } {
  const wanted: CustomPlanRequest[] = values.custom_plans.map((plan) => ({
    key: plan.key.trim().toLowerCase(),
    name: plan.name.trim(),
    price: pesos(plan.price),
    features: keptFeatures(plan.features),
  }));
  const save = wanted.filter((plan) => {
    const existing = current.find((item) => item.key === plan.key);
    return (
      !existing ||
      existing.name !== plan.name ||
      existing.price !== plan.price ||
      JSON.stringify(existing.features) !== JSON.stringify(plan.features)
    );
  });
  const remove = current.filter((item) => !wanted.some((plan) => plan.key === item.key)).map((item) => item.key);
  return { save, remove };
}
