import { emit } from '@mb/ui';
import { clearRestaurantSession } from './app-session-store.js';

type Listener = (message: string) => void;
const listeners = new Set<Listener>();

/**
 * The session provider listens here to leave for 'Mis Suscripciones': plain functions (restaurantApi) end the
 * session, but only a component inside the router can navigate.
 */
export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The restaurant session is over (expired, revoked, access removed): forget it, say why and send the person away. */
export function endRestaurantSession(message: string): void {
  clearRestaurantSession();
  emit('global-toast', { type: 'error', message });
  for (const listener of listeners) listener(message);
}
