import { useEffect, useRef, useState } from 'react';

/** 'Sending' shows at least this long before 'Resend' comes back (spec/3 §2, §9). */
export const RESEND_INDICATOR_MS = 1000;

/** The resend-invitation button's state: sending for at least 1 s, then idle again. */
export function useResend(send: () => Promise<unknown>): { sending: boolean; resend: () => void } {
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const resend = () => {
    if (sending) return;
    setSending(true);
    const started = Date.now();
    const done = () => {
      timer.current = setTimeout(() => setSending(false), Math.max(0, RESEND_INDICATOR_MS - (Date.now() - started)));
    };
    send().then(done, done);
  };
  return { sending, resend };
}
