import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Button, Modal } from '../../../ui';
import { PIN_DIGITS } from '../../../../domain/kiosk/bodies.js';

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

const withDigit = (digit: string) => (pin: string) => (pin.length < PIN_DIGITS.max ? pin + digit : pin);
const withoutLast = (pin: string) => pin.slice(0, -1);

interface PinPadProps {
  workerName: string;
  busy: boolean;
  /** Already translated: the last refusal (wrong PIN, locked with the time left). */
  error: string | null;
  onSubmit: (pin: string) => void;
  onCancel: () => void;
}

/**
 * A PIN typed with a gloved finger: big keys, the digits shown as dots, and
 * the keyboard too (digits, Backspace, Enter) for a kiosk with one. A refusal
 * empties it for the next try.
 */
export function PinPad({ workerName, busy, error, onSubmit, onCancel }: PinPadProps) {
  const { t } = useLingui();
  const [pin, setPin] = useState('');
  const press = (digit: string) => setPin(withDigit(digit));
  const back = () => setPin(withoutLast);
  const submit = () => {
    if (pin.length >= PIN_DIGITS.min && !busy) onSubmit(pin);
  };

  // A refusal arrives: the typed PIN is spent.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the PIN resets when a new refusal arrives from the parent
  useEffect(() => setPin(''), [error]);

  // A kiosk with a keyboard types on it too: digits, Backspace (Enter submits the form).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (/^\d$/.test(e.key)) setPin(withDigit(e.key));
      else if (e.key === 'Backspace') setPin(withoutLast);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Modal open onClose={onCancel} title={<Trans>PIN-i i {workerName}</Trans>} size="sm">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        className="flex flex-col items-center gap-4"
      >
        <output aria-live="polite" aria-label={t`Shifrat e shtypura`} className="flex h-10 items-center gap-3" data-testid="pin-dots">
          {Array.from({ length: Math.max(PIN_DIGITS.min, pin.length) }, (_, i) => (
            <span key={i} aria-hidden="true" className={`size-5 rounded-full border-2 border-slate-700 ${i < pin.length ? 'bg-slate-800' : 'bg-white'}`} />
          ))}
          <span className="sr-only">{t`${pin.length} shifra`}</span>
        </output>
        {error && (
          <p role="alert" className="w-full rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-lg text-red-900">
            {error}
          </p>
        )}
        <div className="grid grid-cols-3 gap-3">
          {DIGITS.map((d) => (
            <PadKey key={d} label={d} onPress={() => press(d)} />
          ))}
          <PadKey label="⌫" name={t`Fshi shifren e fundit`} onPress={back} />
          <PadKey label="0" onPress={() => press('0')} />
          <Button type="submit" busy={busy} disabled={pin.length < PIN_DIGITS.min} className="size-20 text-xl">
            <Trans>Hyr</Trans>
          </Button>
        </div>
        <Button variant="ghost" onClick={onCancel}>
          <Trans>Anulo</Trans>
        </Button>
      </form>
    </Modal>
  );
}

function PadKey({ label, name, onPress }: { label: string; name?: string; onPress: () => void }) {
  return (
    <button
      type="button"
      onClick={onPress}
      aria-label={name}
      className="size-20 rounded-xl border-2 border-slate-300 bg-white text-3xl font-semibold text-slate-900 active:bg-brand-100"
    >
      {label}
    </button>
  );
}
