import { useEffect, useRef, type RefObject } from 'react';
import { useNavigation } from 'react-router';

/**
 * An add-form empties once what it added is saved (R22.25): a note, an image, a synonym typed in
 * again by mistake would be posted twice. `answer` is the action's answer and `added` says whether
 * it was this form's success; a refused answer keeps the typing so it can be put right.
 */
export function useResetAfterAdd(form: RefObject<HTMLFormElement | null>, answer: unknown, added: boolean) {
  const navigation = useNavigation();
  const posted = useRef(false);
  useEffect(() => {
    const el = form.current;
    if (!el) return;
    const onSubmit = () => (posted.current = true);
    el.addEventListener('submit', onSubmit, true);
    return () => el.removeEventListener('submit', onSubmit, true);
  }, [form]);
  useEffect(() => {
    if (navigation.state !== 'idle' || !posted.current) return;
    posted.current = false;
    if (added) form.current?.reset();
  }, [answer, added, navigation.state, form]);
}
