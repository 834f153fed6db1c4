import { useEffect, useState } from 'react';
import { useOnChange } from '~/lib/use-on-change';

/** Seconds left of a countdown from `seconds`, restarted each time `running` turns true. */
export function useCountdown(running: boolean, seconds: number): number {
  const [left, setLeft] = useState(seconds);
  useOnChange(running, (started) => {
    if (started) setLeft(seconds);
  });
  useEffect(() => {
    if (!running) return;
    // Measured against the wall clock: a throttled background tab still ends on time.
    const end = Date.now() + seconds * 1000;
    const timer = window.setInterval(() => {
      const now = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setLeft(now);
      if (now === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [running, seconds]);
  return left;
}
