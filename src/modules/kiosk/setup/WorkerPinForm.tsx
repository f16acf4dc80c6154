import { Trans } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState, type FormEvent } from 'react';
import { userPinBody } from '../../../../domain/kiosk/bodies.js';
import { KIOSK_ENDPOINTS } from '../../../../domain/kiosk/endpoints.js';
import { useLocalDb } from '../../../local';
import { Button, Select } from '../../../ui';
import { PinFields } from './PinFields';
import { usePinForm } from './usePinForm';

/** An admin sets a worker's PIN (a new one also lifts a lock). */
export function WorkerPinForm() {
  const db = useLocalDb();
  const users = useLiveQuery(() => db.users.orderBy('username').toArray(), [db]);
  const options = (users ?? []).filter((u) => u.deletedAt === null).map((u) => ({ value: u.id, label: `${u.firstname} ${u.lastname} (${u.username})` }));
  const [userId, setUserId] = useState<string | null>(null);
  const { errors, busy, failure, save, pinFields } = usePinForm(userPinBody, KIOSK_ENDPOINTS.userPin.path);

  function submit(event: FormEvent) {
    event.preventDefault();
    void save({ userId: userId ?? '' });
  }

  return (
    <form onSubmit={submit} noValidate className="flex max-w-md flex-col gap-4">
      {failure && (
        <p role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-red-900">
          {failure}
        </p>
      )}
      <Select label={<Trans>Punetori</Trans>} options={options} value={userId} onChange={setUserId} error={errors.userId ?? null} required />
      <PinFields {...pinFields} />
      <Button type="submit" busy={busy} className="self-start">
        <Trans>Vendos PIN-in</Trans>
      </Button>
    </form>
  );
}
