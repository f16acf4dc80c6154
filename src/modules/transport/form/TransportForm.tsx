import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { newId } from '../../../../domain/ids.js';
import { MSG } from '../../../../domain/messages.js';
import { canWriteModule } from '../../../../domain/permissions.js';
import { TRANSPORT_MSG } from '../../../../domain/transport/messages.js';
import { transportState } from '../../../../domain/transport/rules.js';
import { enqueue, useLocalDb } from '../../../local';
import { Button, MapView, Select, useToast } from '../../../ui';
import { translateServerMessage } from '../../../app/serverMessages';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { createTransportCommand, editTransportCommand } from '../transportCommands';
import { STATE_TONES } from '../../../app/deliveries/markerStates';
import { planTransportSave, recordDraft, recordKey, type RecordDraft, type TransportDraft } from '../transportDraft';
import { EquipmentChecklist } from './EquipmentChecklist';
import { readRecordCards, type RecordCard, type TransportFormSources } from './readTransportForm';
import { RecordCardView } from './RecordCardView';
import { useAnnounceQueuedSave } from '../../../app/writes/useAnnounceQueuedSave';

/**
 * The transport form (spec 001 §2 "Transport form"). Checks run before
 * anything is queued (spec 001 §5); a save queues one create for the new
 * records (one code) and an edit per stored transport that changed, each
 * shown at once, then goes to /dashboard/transport (spec 001 §7).
 */
export function TransportForm({ sources }: { sources: TransportFormSources }) {
  const { t, i18n } = useLingui();
  const db = useLocalDb();
  const toast = useToast();
  const announceQueuedSave = useAnnounceQueuedSave();
  const navigate = useNavigate();
  const session = useSignedInSession();
  const canWrite = canWriteModule(session.permissions, 'transport');
  const [projectIds, setProjectIds] = useState<string[]>(sources.preselected);
  const [edited, setEdited] = useState<Record<string, RecordDraft>>({});
  // An existing code loaded: its equipment was all taken (spec 001 §4).
  const [equipmentIds, setEquipmentIds] = useState<string[]>(() => (sources.group.length > 0 ? sources.equipment.map((e) => e.id) : []));
  const [mapOpen, setMapOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const cards = useLiveQuery(() => readRecordCards(db, projectIds), [db, projectIds]);

  const draftOf = (card: RecordCard): RecordDraft => edited[recordKey(card)] ?? recordDraft(card, card.stored);
  const draft: TransportDraft = { records: (cards ?? []).map(draftOf), equipmentIds, code: sources.code || null };

  const save = async () => {
    const plan = planTransportSave(draft, sources.equipment.map((e) => e.id), () => newId());
    if (!plan.ok) {
      setRefusal(translateServerMessage(i18n, plan.message));
      return;
    }
    setRefusal(null);
    setSaving(true);
    const at = new Date().toISOString();
    const titleOf = (r: RecordDraft) => cards?.find((c) => recordKey(c) === recordKey(r))?.title ?? '';
    try {
      if (plan.create) await enqueue(db, createTransportCommand(plan.create, plan.create.records.map(titleOf).join(', '), at));
      for (const edit of plan.edits) await enqueue(db, editTransportCommand(edit, titleOf(edit.record), at));
      announceQueuedSave(translateServerMessage(i18n, plan.create ? MSG.recordCreated : TRANSPORT_MSG.transportEdited));
      void navigate({ to: '/dashboard/transport/{-$query}', params: { query: undefined } });
    } catch {
      setSaving(false);
      toast.error(translateServerMessage(i18n, MSG.somethingWrong));
    }
  };

  const markers = (cards ?? []).flatMap((c) =>
    c.location ? [{ id: recordKey(c), position: [c.location.lat, c.location.lng] as [number, number], label: c.title, tone: STATE_TONES[transportState(draftOf(c))] }] : [],
  );

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Select
        multiple
        label={t`Projektet`}
        options={sources.projectOptions}
        value={projectIds}
        onChange={(ids) => {
          setProjectIds(ids);
          setRefusal(null);
        }}
        disabled={!canWrite && sources.group.length > 0}
      />
      {refusal && (
        <p role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-3 font-medium text-red-900">
          {refusal}
        </p>
      )}
      {(cards ?? []).map((card) => (
        <RecordCardView
          key={recordKey(card)}
          card={card}
          draft={draftOf(card)}
          canWrite={canWrite}
          onChange={(next) => {
            setEdited((all) => ({ ...all, [recordKey(card)]: next }));
            setRefusal(null);
          }}
        />
      ))}
      <EquipmentChecklist
        equipment={sources.equipment}
        ticked={equipmentIds}
        canWrite={canWrite}
        onChange={(ids) => {
          setEquipmentIds(ids);
          setRefusal(null);
        }}
      />
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" aria-expanded={mapOpen} onClick={() => setMapOpen((open) => !open)}>
          {mapOpen ? t`Mbyll harten` : t`Hap harten`}
        </Button>
        {canWrite && (
          <Button type="submit" busy={saving}>
            {t`Ruaj`}
          </Button>
        )}
      </div>
      {mapOpen && <MapView label={t`Harta e projekteve`} markers={markers} zoom={10} />}
    </form>
  );
}
