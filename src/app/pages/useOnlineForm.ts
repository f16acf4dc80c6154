import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type * as v from 'valibot';
import { parseWith } from '../../../domain/validation.js';
import { translateFieldErrors } from '../serverMessages';
import { NO_CONNECTION } from './offlineMessage';

/**
 * The forms that need the network (sign-in, forgot and reset password): check
 * the input with the server's own schema first, then send while `busy`; a
 * network failure is reported through `onOffline` with the no-connection text.
 */
export function useOnlineForm(onOffline: (message: string) => void) {
  const { i18n } = useLingui();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit<S extends v.GenericSchema>(schema: S, input: unknown, send: (value: v.InferOutput<S>) => Promise<void>) {
    const parsed = parseWith(schema, input);
    if (!parsed.ok) {
      setErrors(translateFieldErrors(i18n, parsed.errors));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await send(parsed.value);
    } catch {
      onOffline(i18n._(NO_CONNECTION));
    } finally {
      setBusy(false);
    }
  }

  const showErrors = (fieldErrors: Record<string, string>) => setErrors(translateFieldErrors(i18n, fieldErrors));
  return { errors, busy, submit, showErrors };
}
