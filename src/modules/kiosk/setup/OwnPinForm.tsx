import { Trans } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { ownPinBody } from '../../../../domain/kiosk/bodies.js';
import { KIOSK_ENDPOINTS } from '../../../../domain/kiosk/endpoints.js';
import { Button, TextField } from '../../../ui';
import { PinFields } from './PinFields';
import { usePinForm } from './usePinForm';

/** One's own kiosk PIN, set with one's password (a PIN lets its holder act at every kiosk of their departments). */
export function OwnPinForm() {
  const [password, setPassword] = useState('');
  const { errors, busy, failure, save, pinFields } = usePinForm(ownPinBody, KIOSK_ENDPOINTS.ownPin.path);

  function submit(event: FormEvent) {
    event.preventDefault();
    void save({ password }, () => setPassword(''));
  }

  return (
    <form onSubmit={submit} noValidate className="flex max-w-md flex-col gap-4">
      {failure && (
        <p role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-red-900">
          {failure}
        </p>
      )}
      <TextField label={<Trans>Fjalekalimi juaj</Trans>} type="password" autoComplete="current-password" value={password} onChange={setPassword} error={errors.password ?? null} required />
      <PinFields {...pinFields} />
      <Button type="submit" busy={busy} className="self-start">
        <Trans>Ruaj PIN-in</Trans>
      </Button>
    </form>
  );
}
