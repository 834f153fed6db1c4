import { useEffect, useRef } from 'react';

/**
 * Focus after a request sent from My Orders never falls to the page (R12.12): each new answer moves
 * focus to the first field it marks, else to its message (success or an error tied to no field).
 * Put the returned ref on that message (tabIndex -1). `where` names where the message is shown: when
 * it changes (the form gave way to the message alone, its last item asked for), the new one takes focus.
 */
export function useFocusOnAnswer(answer: { ok: boolean; fields?: string[] } | undefined, where?: string) {
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!answer) return;
    const form = message.current?.closest('form');
    const field = answer.fields?.[0] && form?.querySelector<HTMLElement>(`[name="${CSS.escape(answer.fields[0])}"]`);
    (field || message.current)?.focus();
  }, [answer, where]);
  return message;
}
