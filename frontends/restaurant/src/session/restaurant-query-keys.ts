/**
 * Every query of the restaurant app starts with this key, so ending the session drops all of them at once
 * (another person on the same tablet must never see the previous one's cart or restaurant).
 */
export const restaurantQueryKey = ['restaurant'] as const;

export const restaurantKeys = {
  entry: (restaurantToken: string) => [...restaurantQueryKey, 'entry', restaurantToken] as const,
  profile: [...restaurantQueryKey, 'profile'] as const,
  features: [...restaurantQueryKey, 'features'] as const,
};
