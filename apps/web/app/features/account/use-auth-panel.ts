import { useState } from 'react';
import { useFetcher } from 'react-router';
import { usePanels, type PanelId } from '~/components/ui/panels';
import { useOnChange } from '~/lib/use-on-change';
import type { AuthResult } from './auth-messages.ts';
import { useFetcherResult } from './form-bits.tsx';

/**
 * What every account panel with a form shares: whether it is open, its fetcher (keyed, so the
 * shell's revalidation sees it), a busy flag, and an error message cleared each time it opens.
 * A failed answer shows its message in the panel; `onSuccess` gets each successful one.
 */
interface PanelActions {
  openPanel: (id: PanelId) => void;
  close: () => void;
}

export function useAuthPanel(id: PanelId, fetcherKey: string, onSuccess: (result: AuthResult, panel: PanelActions) => void) {
  const { open, openPanel, closeIfOpen } = usePanels();
  const fetcher = useFetcher<AuthResult>({ key: fetcherKey });
  const [error, setError] = useState<string | null>(null);
  const isOpen = open === id;

  useOnChange(isOpen, (opened) => {
    if (opened) setError(null);
  });

  const close = () => closeIfOpen(id);
  useFetcherResult(fetcher, (result) => (result.ok ? onSuccess(result, { openPanel, close }) : setError(result.message)));

  return { fetcher, isOpen, busy: fetcher.state === 'submitting', error, openPanel, close };
}
