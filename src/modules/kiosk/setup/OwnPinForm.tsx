import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { ownPinBody } from '../../../../domain/kiosk/bodies.js';
import { KIOSK_ENDPOINTS } from '../../../../domain/kiosk/endpoints.js';
import { api } from '../../../local';
import { useOnlineForm } from '../../../app/pages/useOnlineForm';
import { translateServerMessage } from '../../../app/serverMessages';
import { readAnswer } from '../../../app/session/apiAnswer';
import { Button, TextField, useToast } from '../../../ui';
import { PinFields } from './PinFields';

/** One's own kiosk PIN, set with one's password (a PIN lets its holder act at every kiosk of their departments). */
export function OwnPinForm() {
  const { i18n, t } = useLingui();
  const toast = useToast();
  const [password, setPassword] = useState('');
  const [pin, setPin] = useState('');
  const [repeat, setRepeat] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [mismatch, setMismatch] = useState(false);
  const { errors, busy, submit, showErrors } = useOnlineForm(setFailure);

  async function save(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setMismatch(pin !== repeat);
    if (pin !== repeat) return;
    await submit(ownPinBody, { password, pin }, async (body) => {
      const response = await api.post(KIOSK_ENDPOINTS.ownPin.path, { json: body });
      const answer = await readAnswer(response);
      if (!response.ok) {
        showErrors(answer.errors);
        setFailure(translateServerMessage(i18n, answer.message));
        return;
      }
      toast.success(translateServerMessage(i18n, answer.message));
      setPassword('');
      setPin('');
      setRepeat('');
    });
  }

  return (
    <form onSubmit={(e) => void save(e)} noValidate className="flex max-w-md flex-col gap-4">
      {failure && (
        <p role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-red-900">
          {failure}
        </p>
      )}
      <TextField label={<Trans>Fjalekalimi juaj</Trans>} type="password" autoComplete="current-password" value={password} onChange={setPassword} error={errors.password ?? null} required />
      <PinFields pin={pin} repeat={repeat} onPin={setPin} onRepeat={setRepeat} error={errors.pin} repeatError={mismatch ? t`PIN-et nuk perputhen!` : null} />
      <Button type="submit" busy={busy} className="self-start">
        <Trans>Ruaj PIN-in</Trans>
      </Button>
    </form>
  );
}
