import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Center, Container, Loader, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { onPlatformSessionEnded, readStorage, storageKeys } from '@mb/ui';
import type { RestaurantLoginResponse } from '@mb/contracts';
import { clearRestaurantSession, readAppSession, saveAppSession } from './app-session-store.js';
import { forgetCachedReads } from './cached-reads.js';
import { enterRestaurant } from './enter-restaurant.js';
import { restaurantApi } from './restaurant-api.js';
import { restaurantKeys, restaurantQueryKey } from './restaurant-query-keys.js';
import { RestaurantSessionContext } from './restaurant-session-context.js';
import type { RestaurantFeatures, RestaurantProfile, RestaurantSessionValue } from './restaurant-session-types.js';
import { restaurantStatus } from './restaurant-status.js';
import { onSessionEnded } from './session-ended.js';
import './session-translations.js';

/** 'Mis Suscripciones' lives outside the restaurant's routes, hence absolute (`~`). */
export const accountPath = '~/cuenta';

function BackToAccount({ message }: { message: string }) {
  const { t } = useTranslation('restaurant');
  return (
    <Container size="sm" py="xl">
      <Alert color="yellow" variant="light" title={message}>
        <Button component={Link} href={accountPath} variant="light" color="yellow" mt="xs">
          {t('session.backToAccount')}
        </Button>
      </Alert>
    </Container>
  );
}

/**
 * Opens the restaurant the account chose (restaurant_token, spec 2 §2.4) and keeps its session for the screens
 * below: setup-user and login once per token, then the profile and the plan's features. Every end of the session
 * (401 anywhere, logout here or of the platform) forgets the tokens and the cached data and goes back to 'Mis Suscripciones'.
 */
export function RestaurantSessionProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('restaurant');
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [restaurantToken] = useState(() => readStorage(storageKeys.restaurantToken));

  const leave = useCallback(() => {
    queryClient.removeQueries({ queryKey: restaurantQueryKey });
    void forgetCachedReads();
    navigate(accountPath);
  }, [queryClient, navigate]);
  useEffect(() => onSessionEnded(leave), [leave]);
  // 'Salir' of the platform (a shared tablet): the next person must not carry on as this one.
  useEffect(() => onPlatformSessionEnded(leave), [leave]);

  const entry = useQuery({
    queryKey: restaurantKeys.entry(restaurantToken ?? ''),
    queryFn: async () => readAppSession(restaurantToken!) ?? enterRestaurant(restaurantToken!),
    enabled: Boolean(restaurantToken),
    staleTime: Infinity,
    retry: false,
  });
  const entered = entry.isSuccess;
  const profile = useQuery({
    queryKey: restaurantKeys.profile,
    queryFn: () => restaurantApi<RestaurantProfile>('/restaurant/auth/profile'),
    enabled: entered,
  });
  const features = useQuery({
    queryKey: restaurantKeys.features,
    queryFn: () => restaurantApi<RestaurantFeatures>('/restaurant/menu/user/features'),
    enabled: entered,
  });

  const logout = useCallback(() => {
    clearRestaurantSession();
    leave();
  }, [leave]);
  // Nothing read as the previous person stays (their cart, what their role showed, the service worker's copies):
  // dropped, not read again with the new person's session (their cart is not the new person's to read); the screens
  // read what they need as the new person.
  const switchTo = useCallback(
    async (login: RestaurantLoginResponse) => {
      saveAppSession({ restaurantToken: restaurantToken!, token: login.token, expiresAt: Date.now() + login.expires_in * 1000 });
      await forgetCachedReads();
      const kept = new Set(['entry', 'profile', 'features']);
      queryClient.removeQueries({ queryKey: restaurantQueryKey, predicate: (query) => !kept.has(String(query.queryKey[1])) });
      await queryClient.invalidateQueries({ queryKey: restaurantKeys.profile });
    },
    [queryClient, restaurantToken],
  );

  const value = useMemo<RestaurantSessionValue | null>(() => {
    if (!profile.data || !features.data) return null;
    const { user, restaurant } = profile.data;
    const included = new Set(features.data.features);
    const status = restaurantStatus(restaurant);
    const allowed = new Set(user.permissions);
    return {
      user,
      role: user.role,
      isAdmin: allowed.has('manage'),
      can: (action) => allowed.has(action),
      switchTo,
      plan: restaurant.plan_type,
      productName: restaurant.product_name,
      features: features.data.all,
      hasFeature: (key) => included.has(key),
      status,
      readOnly: status.kind === 'read_only',
      logout,
    };
  }, [profile.data, features.data, logout, switchTo]);

  if (!restaurantToken) return <BackToAccount message={t('session.missing')} />;
  if (value) return <RestaurantSessionContext.Provider value={value}>{children}</RestaurantSessionContext.Provider>;
  const failure = entry.error ?? profile.error ?? features.error;
  if (failure) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" variant="light" title={t('session.failed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{failure.message}</Text>
            <Button
              variant="light"
              color="red"
              onClick={() => [entry, profile, features].forEach((query) => query.isError && void query.refetch())}
            >
              {t('session.retry')}
            </Button>
          </Stack>
        </Alert>
      </Container>
    );
  }
  return (
    <Center py="xl" role="status" aria-label={t('session.entering')}>
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed">{t('session.entering')}</Text>
      </Stack>
    </Center>
  );
}
