import { Trans } from '@lingui/react/macro';
import { PIN_DIGITS } from '../../../../domain/kiosk/bodies.js';
import { TextField } from '../../../ui';

/** A PIN and its repetition: digits only, hidden, with the phone's number pad. */
export function PinFields({ pin, repeat, onPin, onRepeat, error, repeatError }: { pin: string; repeat: string; onPin: (v: string) => void; onRepeat: (v: string) => void; error?: string | undefined; repeatError?: string | null }) {
  return (
    <>
      <TextField
        label={<Trans>PIN-i i ri (4–8 shifra)</Trans>}
        hint={<Trans>Rekomandohen 6 shifra ose me shume: nje PIN i gjate mbron me mire nese kioska vidhet.</Trans>}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={PIN_DIGITS.max}
        value={pin} onChange={onPin} error={error ?? null} required />
      <TextField label={<Trans>Perserit PIN-in</Trans>} type="password" inputMode="numeric" autoComplete="off" maxLength={PIN_DIGITS.max} value={repeat} onChange={onRepeat} error={repeatError ?? null} required />
    </>
  );
}
