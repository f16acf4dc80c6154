import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState, type FormEvent } from 'react';
import type { EnrolAnswer } from '../../../../domain/kiosk/answers.js';
import { enrolBody, IDLE_MINUTES } from '../../../../domain/kiosk/bodies.js';
import { KIOSK_ENDPOINTS } from '../../../../domain/kiosk/endpoints.js';
import { isAdmin } from '../../../../domain/permissions.js';
import { api, useLocalDb, useSyncStatus } from '../../../local';
import { useOnlineForm } from '../../../app/pages/useOnlineForm';
import { translateServerMessage } from '../../../app/serverMessages';
import { readAnswer } from '../../../app/session/apiAnswer';
import { enterKiosk } from '../../../app/session/kioskSession';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { Button, Checkbox, ConfirmDialog, TextField } from '../../../ui';

/**
 * Turns this device into a kiosk for departments the user may enrol it for
 * (all of them with full privileges, else the ones they administer). Asked
 * once more, since the personal session ends here; refused while the user's
 * own changes still wait, which would otherwise be sent as the kiosk's.
 */
export function EnrolForm() {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const db = useLocalDb();
  const session = useSignedInSession();
  const { pending, rejected } = useSyncStatus();
  const all = useLiveQuery(() => db.departments.orderBy('name').toArray(), [db]);
  const administered = new Set(session.adminDepartments.map((d) => d.value));
  const departments = (all ?? []).filter((d) => isAdmin(session.permissions) || administered.has(d.id));
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [idle, setIdle] = useState(String(IDLE_MINUTES.default));
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, busy, submit, showErrors } = useOnlineForm(setFailure);
  const waiting = pending + rejected;

  async function enrol() {
    await submit(enrolBody, { name, departmentIds: chosen, idleMinutes: idle }, async (body) => {
      const response = await api.post(KIOSK_ENDPOINTS.enrol.path, { json: body });
      if (!response.ok) {
        const refusal = await readAnswer(response);
        showErrors(refusal.errors);
        setFailure(translateServerMessage(i18n, refusal.message));
        return;
      }
      const answer = await response.json<EnrolAnswer>();
      enterKiosk({ ...answer.kiosk, secret: answer.secret, companyCode: answer.companyCode });
      await navigate({ to: '/kiosk', replace: true });
    });
    setConfirming(false);
  }

  function ask(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setConfirming(true);
  }

  if (waiting > 0) {
    return (
      <p className="rounded-md border-l-4 border-amber-600 bg-amber-50 p-3 text-amber-950">
        <Trans>
          Kjo pajisje ka ende ndryshime tuajat ne pritje. Dergojini ose hiqni ato te <Link to="/dashboard/outbox" className="font-semibold underline">Ndryshimet ne pritje</Link> para se ta beni kioske.
        </Trans>
      </p>
    );
  }
  return (
    <form onSubmit={ask} noValidate className="flex max-w-md flex-col gap-4">
      {failure && (
        <p role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-red-900">
          {failure}
        </p>
      )}
      <TextField label={<Trans>Emri i kioskes</Trans>} value={name} onChange={setName} error={errors.name ?? null} maxLength={100} required />
      <fieldset className="flex flex-col">
        <legend className="font-medium text-slate-900">
          <Trans>Repartet</Trans>
        </legend>
        {departments.map((d) => (
          <Checkbox key={d.id} label={d.name} checked={chosen.includes(d.id)} onChange={(on) => setChosen((c) => (on ? [...c, d.id] : c.filter((x) => x !== d.id)))} />
        ))}
        {errors.departmentIds && <p className="text-red-800">{errors.departmentIds}</p>}
      </fieldset>
      <TextField
        label={<Trans>Kthehu te lista e punetoreve pas (minuta pa prekje)</Trans>}
        type="number"
        inputMode="numeric"
        min={IDLE_MINUTES.min}
        max={IDLE_MINUTES.max}
        value={idle}
        onChange={setIdle}
        error={errors.idleMinutes ?? null}
      />
      <Button type="submit" busy={busy} className="self-start">
        <Trans>Beje kete pajisje kioske</Trans>
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t`Ta bejme kete pajisje kioske?`}
        message={t`Sesioni juaj personal mbyllet ketu. Punetoret e reparteve te zgjedhura do te kycen me emer dhe PIN. Kioska hiqet vetem nga lista e kioskave.`}
        confirmLabel={t`Po, beje kioske`}
        destructive={false}
        busy={busy}
        onConfirm={() => void enrol()}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
