import { ApiError, i18n } from '@mb/ui';

/** Spec 2 §8: the owner's app — the server's reason, 'desconocido' without one, or the connection text. */
export function ownAppFailure(failure: unknown): string {
  if (failure instanceof ApiError && failure.status === undefined) return i18n.t('account:openApp.connectionFailed');
  const message = failure instanceof ApiError && failure.message ? failure.message : i18n.t('account:openApp.unknown');
  return i18n.t('account:openApp.failed', { message });
}

/** Spec 2 §2.4: a shared app — the server's message, else 'No se pudo abrir la app compartida'. */
export function sharedAppFailure(failure: unknown): string {
  const serverMessage = failure instanceof ApiError && failure.status !== undefined ? failure.message : '';
  return serverMessage || i18n.t('account:openApp.sharedFailed');
}
