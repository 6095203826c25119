import { useState, type FormEvent } from 'react';
import { useStandaloneToasts } from '../StandaloneToasts';

/**
 * A sign-in step's submit: nothing while its last call is under way; else the fields' first problem as a
 * warning toast, or `send` with `pending` set until it has settled (`send` shows its own answers and
 * refusals, and never throws).
 */
export function useStepSubmit(problem: () => string | null, send: () => Promise<void>) {
  const message = useStandaloneToasts();
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      await send();
    } finally {
      setPending(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const text = problem();
    if (text) return void message.warning(text);
    void run();
  };
  return { pending, submit };
}
