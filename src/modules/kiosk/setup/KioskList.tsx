import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { KioskListRow } from '../../../../domain/kiosk/answers.js';
import { KIOSK_ENDPOINTS } from '../../../../domain/kiosk/endpoints.js';
import { formatTimestamp } from '../../../../domain/format.js';
import { pathOf } from '../../../../domain/kit/endpoint.js';
import { api } from '../../../local';
import { useServerRead } from '../../../app/reads/useServerRead';
import { NO_CONNECTION } from '../../../app/pages/offlineMessage';
import { translateServerMessage } from '../../../app/serverMessages';
import { readAnswer } from '../../../app/session/apiAnswer';
import { Button, ConfirmDialog, EmptyState, LoadingState, useToast } from '../../../ui';

const LIST_CALL = { endpoint: KIOSK_ENDPOINTS.list, params: {} };
const readRows = (body: { data: KioskListRow[] }) => body.data;

/** The kiosks the user may revoke: when each was last seen, what waits on it; revoking signs the device out at its next contact. */
export function KioskList() {
  const { i18n, t } = useLingui();
  const toast = useToast();
  const { result, reload } = useServerRead(LIST_CALL, readRows);
  const [revoking, setRevoking] = useState<KioskListRow | null>(null);
  const [busy, setBusy] = useState(false);

  async function revoke(row: KioskListRow) {
    setBusy(true);
    try {
      const response = await api.post(pathOf(KIOSK_ENDPOINTS.revoke, { id: row.id }));
      const answer = await readAnswer(response);
      if (response.ok) toast.success(translateServerMessage(i18n, answer.message));
      else toast.error(translateServerMessage(i18n, answer.message));
      reload();
    } catch {
      toast.error(i18n._(NO_CONNECTION));
    } finally {
      setBusy(false);
      setRevoking(null);
    }
  }

  if (result.state === 'offline') return <p className="text-slate-800">{t`Lista e kioskave lexohet vetem me internet.`}</p>;
  if (result.state === 'refused') return <p className="text-red-900">{translateServerMessage(i18n, result.message)}</p>;
  if (result.state === 'loading') return <LoadingState />;
  const rows = result.data;
  if (rows.length === 0) return <EmptyState message={t`Asnje kioske ende.`} />;
  return (
    <>
      <ul className="flex flex-col gap-3">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4" data-kiosk={row.id}>
            <div className="min-w-0">
              <p className="text-lg font-semibold text-slate-900">{row.name}</p>
              <p className="text-slate-700">{row.departments.map((d) => d.name).join(', ')}</p>
              <p className="text-sm text-slate-700">
                {row.lastSeenAt ? <Trans>Pare se fundi: {formatTimestamp(row.lastSeenAt)}</Trans> : <Trans>Ende pa u pare</Trans>}
                {' · '}
                <Trans>Ne pritje: {row.pendingCount}</Trans>
              </p>
            </div>
            {row.revokedAt ? (
              <span className="rounded-full bg-slate-200 px-3 py-1 text-sm font-semibold text-slate-800">
                <Trans>Cregjistruar {formatTimestamp(row.revokedAt)}</Trans>
              </span>
            ) : (
              <Button variant="danger" onClick={() => setRevoking(row)}>
                <Trans>Cregjistro</Trans>
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        title={t`Ta cregjistrojme kioskan ${revoking?.name ?? ''}?`}
        message={t`Pajisja del nga kioska ne kontaktin e ardhshem me serverin. Ndryshimet qe ende presin ne te mbeten aty qe t'i shohe nje administrator.`}
        confirmLabel={t`Cregjistro`}
        busy={busy}
        onConfirm={() => revoking && void revoke(revoking)}
        onCancel={() => setRevoking(null)}
      />
    </>
  );
}
