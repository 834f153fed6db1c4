import { lazy, Suspense, useState } from 'react';
import { usePanels } from '~/components/ui/panels';
import { LoginPanel } from './login-panel.tsx';
import { NewPasswordPanel, ResetCodePanel, ResetEmailPanel } from './reset-panels.tsx';
import './account.css';

// The register panel checks its fields in the browser with the contract's schema (R9.14), which
// brings zod and Conform: about a sixth of every page's JavaScript. Few visits register, so the
// panel is fetched when the sign-in panel (its only door) or the panel itself opens.
const RegisterPanel = lazy(() => import('./register-panel.tsx').then((m) => ({ default: m.RegisterPanel })));

function RegisterPanelOnDemand() {
  const { open } = usePanels();
  const [wanted, setWanted] = useState(false);
  if (!wanted && (open === 'login' || open === 'register')) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <RegisterPanel />
    </Suspense>
  ) : null;
}

/** The account side panels of every page. The reset token lives in memory only, never in storage. */
export function AuthPanels() {
  const [resetToken, setResetToken] = useState<string | null>(null);
  return (
    <>
      <LoginPanel />
      <RegisterPanelOnDemand />
      <ResetEmailPanel />
      <ResetCodePanel onVerified={setResetToken} />
      <NewPasswordPanel resetToken={resetToken} />
    </>
  );
}
