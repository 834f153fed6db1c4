import { useState } from 'react';
import { LoginPanel } from './login-panel.tsx';
import { RegisterPanel } from './register-panel.tsx';
import { NewPasswordPanel, ResetCodePanel, ResetEmailPanel } from './reset-panels.tsx';
import './account.css';

/** The account side panels of every page. The reset token lives in memory only, never in storage. */
export function AuthPanels() {
  const [resetToken, setResetToken] = useState<string | null>(null);
  return (
    <>
      <LoginPanel />
      <RegisterPanel />
      <ResetEmailPanel />
      <ResetCodePanel onVerified={setResetToken} />
      <NewPasswordPanel resetToken={resetToken} />
    </>
  );
}
