import { Trans } from '@lingui/react/macro';
import { TextField } from '../../../ui';

/** A PIN and its repetition: digits only, hidden, with the phone's number pad. */
export function PinFields({ pin, repeat, onPin, onRepeat, error, repeatError }: { pin: string; repeat: string; onPin: (v: string) => void; onRepeat: (v: string) => void; error?: string | undefined; repeatError?: string | null }) {
  return (
    <>
      <TextField label={<Trans>PIN-i i ri (4–8 shifra)</Trans>} type="password" inputMode="numeric" autoComplete="off" maxLength={8} value={pin} onChange={onPin} error={error ?? null} required />
      <TextField label={<Trans>Perserit PIN-in</Trans>} type="password" inputMode="numeric" autoComplete="off" maxLength={8} value={repeat} onChange={onRepeat} error={repeatError ?? null} required />
    </>
  );
}
