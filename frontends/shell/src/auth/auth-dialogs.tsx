import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emit, useWindowEvent } from '@mb/ui';
import { LoadBoundary } from '../remotes/load-boundary.js';
import { useSession } from '../session/session-context.js';
import { readQueryParam, removeQueryParam, resetParam, verificationParam } from './url-params.js';
import type { AuthView } from './views.js';

/** Spec 1 §8: the e-mail link failure, when even the code that verifies it cannot be downloaded. */
const linkFailedText = 'Error verificando el email';

interface Request {
  id: number;
  view: AuthView;
}

/**
 * The sign-in, registration, recovery and complete-profile dialogs. Only this listener is part of the
 * first visit: the dialogs (forms, react-hook-form, their texts) are downloaded when a window event asks
 * for one, or when an e-mail link (`?token=`, `?reset_token=`) is opened.
 */
export function AuthDialogs() {
  const { t } = useTranslation('shell');
  const { refresh, setUser } = useSession();
  const nextId = useRef(1);
  const [request, setRequest] = useState<Request | null>(() => {
    const token = readQueryParam(resetParam);
    return token ? { id: 0, view: { name: 'reset-password', token } } : null;
  });
  const [attempt, setAttempt] = useState(0);
  // A fresh lazy component after a failed download, so the next request really downloads again.
  const AuthModal = useMemo(() => lazy(() => import('./auth-modal.js')), [attempt]);

  // Mantine gives the focus back only to what had it when `opened` changed, and the dialog mounts already open: the
  // button that asked for it is remembered here and focused again once the dialog has gone (Escape, close, done).
  const opener = useRef<HTMLElement | null>(null);
  const open = (view: AuthView) => {
    opener.current =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    setRequest({ id: (nextId.current += 1), view });
  };
  const closed = () => {
    setRequest(null);
    if (opener.current?.isConnected) opener.current.focus();
    opener.current = null;
  };
  useWindowEvent('open-login-modal', () => open({ name: 'login' }));
  useWindowEvent('open-register-modal', () => open({ name: 'register' }));
  useWindowEvent('open-complete-profile', (detail) => open({ name: 'complete-profile', profile: detail ?? {} }));

  // The e-mail verification link: `/?token=...` on the home page. Taken out of the URL at once, so a
  // second run of this effect (or a reload) does not send it again.
  useEffect(() => {
    if (window.location.pathname !== '/') return;
    const token = readQueryParam(verificationParam);
    if (!token) return;
    removeQueryParam(verificationParam);
    import('./email-link.js')
      .then(({ verifyEmailLink }) => verifyEmailLink(token, { refresh, setUser }))
      .catch(() => emit('app-toast', { type: 'error', message: linkFailedText, durationMs: 4000 }));
  }, [refresh, setUser]);

  if (!request) return null;
  return (
    <LoadBoundary
      key={`${request.id}/${attempt}`}
      name="Sign-in dialogs"
      onError={() => {
        emit('global-toast', { type: 'error', message: t('remote.errorTitle') });
        setRequest(null);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={null}>
        <AuthModal key={request.id} initialView={request.view} onClosed={closed} />
      </Suspense>
    </LoadBoundary>
  );
}
