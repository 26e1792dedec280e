import { Suspense, lazy, useMemo, useRef, useState, type ComponentType } from 'react';
import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { emit, useWindowEvent, type WindowEvents } from '@mb/ui';
import { LoadBoundary } from '../remotes/load-boundary.js';
import { loadRemoteComponent } from '../remotes/registry.js';
import { useSession } from '../session/session-context.js';

type Opening = Exclude<WindowEvents['open-fe-profile-modal'], void>;

/** What the account remote's `./InvoicingProfileModal` takes. */
export interface InvoicingProfileModalProps {
  afterSave?: Opening['afterSave'];
  member?: Opening['member'];
  onClosed(): void;
}
export type InvoicingProfileModalLoader = () => Promise<{ default: ComponentType<InvoicingProfileModalProps> }>;

const loadFromAccount: InvoicingProfileModalLoader = () =>
  loadRemoteComponent<ComponentType<InvoicingProfileModalProps>>('account', 'InvoicingProfileModal');

interface Request extends Opening {
  id: number;
}

/**
 * The electronic-invoicing profile dialog opens from anywhere on open-fe-profile-modal (the store's checkout,
 * the account dashboard). It lives in the account remote; only this listener is part of the first visit, and
 * the dialog is downloaded when first asked for. A visitor who is not signed in is asked to sign in instead.
 */
export function InvoicingProfileHost({ load = loadFromAccount }: { load?: InvoicingProfileModalLoader }) {
  const { t } = useTranslation('shell');
  const { user, loading } = useSession();
  const nextId = useRef(0);
  const [request, setRequest] = useState<Request | null>(null);
  const [attempt, setAttempt] = useState(0);
  // A fresh lazy component after a failed download, so the next request really downloads again.
  const Modal = useMemo(() => lazy(load), [load, attempt]);

  useWindowEvent('open-fe-profile-modal', (detail) => {
    if (!loading && !user) {
      emit('open-login-modal');
      return;
    }
    setRequest({ id: (nextId.current += 1), afterSave: detail?.afterSave, member: detail?.member });
  });

  if (!request) return null;
  return (
    <LoadBoundary
      key={`${request.id}/${attempt}`}
      name="Invoicing profile dialog"
      onError={() => {
        emit('global-toast', { type: 'error', message: t('remote.errorTitle') });
        setRequest(null);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense
        fallback={
          <Center pos="fixed" inset={0} style={{ zIndex: 300 }} aria-busy="true">
            <Loader aria-label={t('loading')} />
          </Center>
        }
      >
        <Modal key={request.id} afterSave={request.afterSave} member={request.member} onClosed={() => setRequest(null)} />
      </Suspense>
    </LoadBoundary>
  );
}
