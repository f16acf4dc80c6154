import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type * as v from 'valibot';
import { api } from '../../../local';
import { useOnlineForm } from '../../../app/pages/useOnlineForm';
import { translateServerMessage } from '../../../app/serverMessages';
import { readAnswer } from '../../../app/session/apiAnswer';
import { useToast } from '../../../ui';
import type { PinFields } from './PinFields';

/**
 * A form that sets a PIN (one's own, or a worker's by an admin): the PIN typed
 * twice, checked with the server's schema, sent online; the server's refusal
 * under its fields, its confirmation as a toast, and the PIN cleared after.
 */
export function usePinForm<S extends v.GenericSchema>(schema: S, path: string) {
  const { i18n, t } = useLingui();
  const toast = useToast();
  const [pin, setPin] = useState('');
  const [repeat, setRepeat] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, busy, submit, showErrors } = useOnlineForm(setFailure);

  async function save(fields: Record<string, unknown>, onSaved: () => void = () => {}) {
    setFailure(null);
    setMismatch(pin !== repeat);
    if (pin !== repeat) return;
    await submit(schema, { ...fields, pin }, async (body) => {
      const response = await api.post(path, { json: body });
      const answer = await readAnswer(response);
      if (!response.ok) {
        showErrors(answer.errors);
        setFailure(translateServerMessage(i18n, answer.message));
        return;
      }
      toast.success(translateServerMessage(i18n, answer.message));
      setPin('');
      setRepeat('');
      onSaved();
    });
  }

  const pinFields: Parameters<typeof PinFields>[0] = { pin, repeat, onPin: setPin, onRepeat: setRepeat, error: errors.pin, repeatError: mismatch ? t`PIN-et nuk perputhen!` : null };
  return { errors, busy, failure, save, pinFields };
}
