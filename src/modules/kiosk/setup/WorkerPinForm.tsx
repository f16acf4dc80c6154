import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState, type FormEvent } from 'react';
import { userPinBody } from '../../../../domain/kiosk/bodies.js';
import { KIOSK_ENDPOINTS } from '../../../../domain/kiosk/endpoints.js';
import { api, useLocalDb } from '../../../local';
import { useOnlineForm } from '../../../app/pages/useOnlineForm';
import { translateServerMessage } from '../../../app/serverMessages';
import { readAnswer } from '../../../app/session/apiAnswer';
import { Button, Select, useToast } from '../../../ui';
import { PinFields } from './PinFields';

/** An admin sets a worker's PIN (a new one also lifts a lock). */
export function WorkerPinForm() {
  const { i18n, t } = useLingui();
  const toast = useToast();
  const db = useLocalDb();
  const users = useLiveQuery(() => db.users.orderBy('username').toArray(), [db]);
  const options = (users ?? []).filter((u) => u.deletedAt === null).map((u) => ({ value: u.id, label: `${u.firstname} ${u.lastname} (${u.username})` }));
  const [userId, setUserId] = useState<string | null>(null);
  const [pin, setPin] = useState('');
  const [repeat, setRepeat] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, busy, submit, showErrors } = useOnlineForm(setFailure);

  async function save(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setMismatch(pin !== repeat);
    if (pin !== repeat) return;
    await submit(userPinBody, { userId: userId ?? '', pin }, async (body) => {
      const response = await api.post(KIOSK_ENDPOINTS.userPin.path, { json: body });
      const answer = await readAnswer(response);
      if (!response.ok) {
        showErrors(answer.errors);
        setFailure(translateServerMessage(i18n, answer.message));
        return;
      }
      toast.success(translateServerMessage(i18n, answer.message));
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
      <Select label={<Trans>Punetori</Trans>} options={options} value={userId} onChange={setUserId} error={errors.userId ?? null} required />
      <PinFields pin={pin} repeat={repeat} onPin={setPin} onRepeat={setRepeat} error={errors.pin} repeatError={mismatch ? t`PIN-et nuk perputhen!` : null} />
      <Button type="submit" busy={busy} className="self-start">
        <Trans>Vendos PIN-in</Trans>
      </Button>
    </form>
  );
}
