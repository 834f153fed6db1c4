import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { usePanels, type PanelId } from '~/components/ui/panels';
import { useOnChange } from '~/lib/use-on-change';
import type { AuthResult } from './auth-messages.ts';
import { useFetcherResult } from './form-bits.tsx';

/**
 * What every account panel with a form shares: whether it is open, its fetcher (keyed, so the
 * shell's revalidation sees it), a busy flag, and an error message cleared each time it opens.
 * A failed answer shows its message in the panel and takes the focus there (`errorRef`, R12.14);
 * `onSuccess` gets each successful one.
 */
interface PanelActions {
  openPanel: (id: PanelId) => void;
  close: () => void;
}

export function useAuthPanel(
  id: PanelId,
  fetcherKey: string,
  onSuccess: (result: AuthResult, panel: PanelActions) => void,
  /** Handles a refusal itself when it answers true (a form marked field by field). */
  onFailure?: (result: Extract<AuthResult, { ok: false }>) => boolean,
) {
  const { open, openPanel, closeIfOpen } = usePanels();
  const fetcher = useFetcher<AuthResult>({ key: fetcherKey });
  const [error, setError] = useState<string | null>(null);
  // Counts refusals: each one moves the focus to the message, even when its words are the same.
  const [refusals, setRefusals] = useState(0);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const isOpen = open === id;

  useOnChange(isOpen, (opened) => {
    if (opened) setError(null);
  });
  useEffect(() => {
    if (refusals) errorRef.current?.focus();
  }, [refusals]);

  const close = () => closeIfOpen(id);
  useFetcherResult(fetcher, (result) => {
    if (result.ok) return onSuccess(result, { openPanel, close });
    if (onFailure?.(result)) return;
    setError(result.message);
    setRefusals((n) => n + 1);
  });

  return { fetcher, isOpen, busy: fetcher.state === 'submitting', error, errorRef, openPanel, close };
}
