import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { usePanels, type PanelId } from '~/features/shell/panels';
import type { AuthResult } from './auth-messages.ts';

/**
 * What every account panel with a form shares: whether it is open, its fetcher (keyed, so the
 * shell's revalidation sees it), a busy flag, and an error message cleared each time it opens.
 */
export function useAuthPanel(id: PanelId, fetcherKey: string) {
  const { open, openPanel, closeIfOpen } = usePanels();
  const fetcher = useFetcher<AuthResult>({ key: fetcherKey });
  const [error, setError] = useState<string | null>(null);
  const isOpen = open === id;

  useEffect(() => {
    if (isOpen) setError(null);
  }, [isOpen]);

  return { fetcher, isOpen, busy: fetcher.state === 'submitting', error, setError, openPanel, close: () => closeIfOpen(id) };
}
