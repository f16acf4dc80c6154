import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useMemo, useState } from 'react';
import type { BoardFilters } from '../../../../domain/production/boardQuery.js';
import { canWriteModule, isAdmin } from '../../../../domain/permissions.js';
import { useLiveChanges, useLocalDb } from '../../../local';
import { EmptyState, LoadingState, PageHeader } from '../../../ui';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { StatusModal } from '../status/StatusModal';
import { useActorOf } from '../status/useActor';
import { isStatusCorrection, type BoxRef } from '../status/saveStatus';
import { useRefusedEntry } from '../../../app/writes/outboxDraft';
import { BoardToolbar } from './BoardToolbar';
import { loadBoardPreferences, saveBoardPreferences, type BoardPreferences } from './boardPreferences';
import { BoardRows } from './BoardRows';
import { ProductModal } from '../product/ProductModal';
import { PrefetchProgressBar } from '../../../app/files/PrefetchProgressBar';
import { usePrefetchFiles } from '../../../app/files/usePrefetchFiles';
import { FirstSyncNotice } from '../../../app/reads/FirstSyncNotice';
import { useBoardRows } from './useBoardRows';
import { useMayDeleteBlueprints } from '../../../app/blueprints/useMayDeleteBlueprints';
import { usePendingStatuses } from './usePendingStatuses';

/**
 * The status board (spec 001 §2, /dashboard/production/create/:clientId?):
 * department tabs, client search, zoom, filters and the Admin switch above one
 * row per product with a box per process. Read from the device's mirror and
 * written through the outbox: the same with the network cut.
 */
export function StatusBoard({ clientId, outboxEntryId, archive = false }: { clientId?: string | undefined; outboxEntryId?: string | undefined; archive?: boolean }) {
  const { t } = useLingui();
  const db = useLocalDb();
  const session = useSignedInSession();
  const actorOf = useActorOf();
  const [prefs, setPrefs] = useState(loadBoardPreferences);
  const [box, setBox] = useState<BoxRef | null>(null);
  useLiveChanges();
  const refused = useRefusedEntry(outboxEntryId);
  const correction = refused && isStatusCorrection(refused.form?.data) ? { entryId: refused.id, ...refused.form.data } : null;
  const [dismissed, setDismissed] = useState<string | null>(null);
  const open = box ?? (correction && dismissed !== correction.entryId ? correction.box : null);
  const update = useCallback((change: Partial<BoardPreferences>) => {
    setPrefs((current) => {
      const next = { ...current, ...change };
      saveBoardPreferences(next);
      return next;
    });
  }, []);

  const kioskDepartments = session.kiosk?.credential.departments;
  // A kiosk shows its own departments' tabs only.
  const departments = useLiveQuery(async () => {
    const all = await db.departments.orderBy('name').toArray();
    return kioskDepartments ? all.filter((d) => kioskDepartments.some((k) => k.id === d.id)) : all;
  }, [db, kioskDepartments]);
  const responsibilities = useLiveQuery(() => db.responsibilities.toArray(), [db]);
  const own = useMemo(() => new Set(session.responsibilities.map((r) => r.id)), [session]);
  const departmentId = useMemo(() => {
    // Both lists first: a department picked before the user's own processes are known would be read for nothing.
    if (!departments || !responsibilities) return null;
    if (prefs.departmentId && departments.some((d) => d.id === prefs.departmentId)) return prefs.departmentId;
    // First visit: the department of the user's own processes, else the first.
    const mine = responsibilities?.find((r) => own.has(r.id) && r.departmentId !== null)?.departmentId;
    return mine ?? departments[0]?.id ?? null;
  }, [departments, responsibilities, prefs.departmentId, own]);

  // The production archive (production-archive/:clientId?) is the same board of the products done (doneStatus 1).
  const filters: BoardFilters = { active: 1, done: archive ? 1 : 0, sort: 'asc', filterDatesBy: 'start', name: prefs.search.trim() || undefined, responsibilityStatusId: prefs.statusFilter ?? undefined };
  const { rows, fromServer } = useBoardRows(departmentId, filters);
  const shown = useMemo(() => (clientId ? rows?.filter((p) => p.client.id === clientId) : rows), [rows, clientId]);
  const pending = usePendingStatuses();
  // The drawings and project files of the products on this board, kept on the device before anyone opens them.
  const boardFiles = useMemo(() => [...new Set((shown ?? []).flatMap((p) => [...p.blueprints.map((b) => b.fileId).filter(Boolean), ...(p.project?.files.map((f) => f.id) ?? [])]))], [shown]);
  const prefetch = usePrefetchFiles(boardFiles);
  const departmentOf = useMemo(() => new Map((responsibilities ?? []).map((r) => [r.id, r.departmentId])), [responsibilities]);
  const [productId, setProductId] = useState<string | null>(null);
  // The server's rows (a new device's first sync) are for reading: a box tapped meanwhile points at the notice.
  const [nudged, setNudged] = useState(0);
  const nudge = useCallback(() => setNudged((n) => n + 1), []);
  const onOpenProduct = useCallback((id: string) => setProductId(id), []);
  const openProduct = productId ? shown?.find((p) => p.id === productId) : undefined;
  const fullPrivileges = isAdmin(session.permissions);
  const canSave = canWriteModule(session.permissions, 'production');
  const mayDeleteBlueprints = useMayDeleteBlueprints();

  return (
    <>
      <PageHeader title={archive ? <Trans>Arkiva e prodhimit</Trans> : <Trans>Prodhimi</Trans>} />
      <BoardToolbar
        departments={departments ?? []}
        departmentId={departmentId}
        preferences={prefs}
        showAdminSwitch={fullPrivileges}
        adminDepartments={session.adminDepartments.map((d) => d.value)}
        onChange={update}
      />
      <PrefetchProgressBar progress={prefetch} />
      <div style={{ zoom: prefs.zoom / 100 }}>
        {shown === undefined ? (
          <LoadingState />
        ) : shown.length === 0 ? (
          <EmptyState message={archive ? t`Nuk ka produkte te perfunduara ne kete repart.` : t`Nuk ka produkte ne kete repart.`} />
        ) : (
          <>
            {fromServer && <FirstSyncNotice nudged={nudged} say={(percent) => <Trans>Bordi shfaqet nga serveri. Proceset hapen sapo te dhenat e repartit te jene ne pajisje ({percent}%).</Trans>} />}
            <BoardRows products={shown} own={own} pending={pending} onOpen={fromServer ? nudge : setBox} onOpenProduct={fromServer ? nudge : onOpenProduct} />
          </>
        )}
      </div>
      {openProduct && (
        <ProductModal
          product={openProduct}
          editsDates={canSave && !archive && (fullPrivileges || (departmentId !== null && session.adminDepartments.some((d) => d.value === departmentId)))}
          makesPassive={canSave && !archive && fullPrivileges && !session.kiosk}
          onClose={() => setProductId(null)}
        />
      )}
      {open && (
        <StatusModal
          key={open.statusId}
          box={open}
          actor={actorOf(prefs.adminSwitch, departmentOf.get(open.responsibilityId) ?? null)}
          canSave={canSave}
          canDeleteBlueprints={mayDeleteBlueprints}
          correcting={box === null && correction ? { entryId: correction.entryId, draft: correction.draft } : undefined}
          onClose={() => {
            setBox(null);
            if (correction) setDismissed(correction.entryId);
          }}
        />
      )}
    </>
  );
}
