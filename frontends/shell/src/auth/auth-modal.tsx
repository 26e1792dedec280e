import { useCallback, useState } from 'react';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CompleteProfileView } from './complete-profile-view.js';
import { ForgotPasswordView } from './forgot-password-view.js';
import { ForgotUsernameView } from './forgot-username-view.js';
import { LoginView } from './login-view.js';
import { RegisterView } from './register-view.js';
import { ResetPasswordView } from './reset-password-view.js';
import { authNamespace } from './translations.js';
import { removeQueryParam, resetParam } from './url-params.js';
import { VerifyView } from './verify-view.js';
import type { AuthView, ViewProps } from './views.js';

const titles: Record<AuthView['name'], string> = {
  login: 'login.title',
  register: 'register.title',
  verify: 'verify.title',
  'forgot-password': 'forgotPassword.title',
  'forgot-username': 'forgotUsername.title',
  'reset-password': 'resetPassword.title',
  'complete-profile': 'completeProfile.title',
};

/**
 * One dialog whose content switches between the sign-in views (spec 1 §2 "Modals"). Loaded on demand
 * by AuthDialogs; `onClosed` runs once the closing transition has ended.
 */
export default function AuthModal({ initialView, onClosed }: { initialView: AuthView; onClosed(): void }) {
  const { t } = useTranslation(authNamespace);
  const [view, setView] = useState<AuthView>(initialView);
  const [opened, setOpened] = useState(true);
  const close = useCallback(() => setOpened(false), []);
  const go = useCallback((next: AuthView) => setView(next), []);

  const onClose = () => {
    // A reset link that was not used is not kept in the address bar either.
    if (view.name === 'reset-password') removeQueryParam(resetParam);
    close();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      title={t(titles[view.name])}
      size="md"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      data-testid="auth-modal"
      data-view={view.name}
    >
      <ViewContent view={view} go={go} close={close} />
    </Modal>
  );
}

function ViewContent({ view, ...props }: { view: AuthView } & ViewProps) {
  switch (view.name) {
    case 'login':
      return <LoginView {...props} notice={view.notice} />;
    case 'register':
      return <RegisterView {...props} />;
    case 'verify':
      return <VerifyView key={view.email} {...props} email={view.email} password={view.password} notice={view.notice} />;
    case 'forgot-password':
      return <ForgotPasswordView {...props} />;
    case 'forgot-username':
      return <ForgotUsernameView {...props} />;
    case 'reset-password':
      return <ResetPasswordView {...props} token={view.token} />;
    case 'complete-profile':
      return <CompleteProfileView {...props} profile={view.profile} />;
  }
}
