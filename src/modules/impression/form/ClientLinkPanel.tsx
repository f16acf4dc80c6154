import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ImpressionLinkIssued, ImpressionLinkStatus } from '../../../../domain/impression/answers.js';
import { IMPRESSION_LINK_ENDPOINTS } from '../../../../domain/impression/endpoints.js';
import { clientLinkPath } from '../../../../domain/impression/link.js';
import { formatDate } from '../../../../domain/format.js';
import { pathOf, type AnswerOf } from '../../../../domain/kit/endpoint.js';
import { api } from '../../../local';
import { NO_CONNECTION } from '../../../app/pages/offlineMessage';
import { useServerRead } from '../../../app/reads/useServerRead';
import { translateServerMessage } from '../../../app/serverMessages';
import { readAnswer } from '../../../app/session/apiAnswer';
import { Button, ConfirmDialog, LoadingState, useToast } from '../../../ui';
import { QrCode } from './QrCode';

const readStatus = (body: { data: ImpressionLinkStatus }) => body.data;

/**
 * "Link for the client" (issue 13): the staff issue the project's rating link
 * — its URL, a QR code to scan off the tablet, a copy button and its expiry —
 * and revoke it after confirming. The token is shown once, as issued (the
 * server keeps only its hash), so a link issued earlier shows as active with
 * its expiry; issuing again replaces it. Online only: the server makes tokens.
 */
export function ClientLinkPanel({ projectId }: { projectId: string }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const { result, reload } = useServerRead({ endpoint: IMPRESSION_LINK_ENDPOINTS.status, params: { projectId } }, readStatus);
  const [issued, setIssued] = useState<ImpressionLinkIssued | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  /** One online call: busy while it runs, its answer said, the link's state read again; no answer at all says there is no connection. */
  async function run(call: () => Promise<void>) {
    setBusy(true);
    try {
      await call();
      reload();
    } catch {
      toast.error(i18n._(NO_CONNECTION));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  const issue = () =>
    run(async () => {
      const response = await api.post(pathOf(IMPRESSION_LINK_ENDPOINTS.issue, {}), { json: { projectId } });
      if (!response.ok) return void toast.error(translateServerMessage(i18n, (await readAnswer(response)).message));
      const answer = await response.json<AnswerOf<typeof IMPRESSION_LINK_ENDPOINTS.issue>>();
      setIssued(answer.data);
      toast.success(translateServerMessage(i18n, answer.message));
    });
  const revoke = () =>
    run(async () => {
      const response = await api.delete(pathOf(IMPRESSION_LINK_ENDPOINTS.revoke, { projectId }));
      const { message } = await readAnswer(response);
      if (!response.ok) return void toast.error(translateServerMessage(i18n, message));
      setIssued(null);
      toast.success(translateServerMessage(i18n, message));
    });

  const url = issued ? new URL(clientLinkPath(issued), location.origin).href : null;
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t`Linku u kopjua.`);
    } catch {
      toast.error(t`Linku nuk u kopjua; zgjidheni dhe kopjojeni me dore.`);
    }
  };

  let body;
  if (result.state === 'offline') body = <p className="text-slate-800">{t`Linku per klientin krijohet vetem me internet. Vleresimi ne kete pajisje ruhet edhe pa internet.`}</p>;
  else if (result.state === 'loading') body = <LoadingState />;
  else if (result.state === 'refused') body = <p className="text-red-900">{translateServerMessage(i18n, result.message)}</p>;
  else {
    const status = result.data;
    body = (
      <div className="flex flex-col gap-3">
        {url && issued ? (
          <>
            <p className="text-slate-800">{t`Klienti e hap kete link ne telefonin e vet, ose skanon kodin QR.`}</p>
            <a href={url} target="_blank" rel="noreferrer" className="break-all font-medium text-brand-700 underline" data-client-link>
              {url}
            </a>
            <QrCode value={url} label={t`Kodi QR i linkut per klientin`} />
            <p className="text-slate-800">{t`Vlen deri me ${formatDate(issued.expiresAt)}.`}</p>
          </>
        ) : status.active && status.expiresAt ? (
          <p className="text-slate-800">{t`Ky projekt ka nje link aktiv deri me ${formatDate(status.expiresAt)}. Per ta shfaqur perseri krijoni nje te ri: i vjetri pushon se punuari.`}</p>
        ) : (
          <p className="text-slate-800">{t`Ky projekt nuk ka link aktiv per klientin.`}</p>
        )}
        <div className="flex flex-wrap gap-3">
          {url && (
            <Button variant="secondary" onClick={() => void copy()}>
              {t`Kopjo linkun`}
            </Button>
          )}
          <Button variant={url ? 'secondary' : 'primary'} busy={busy && !confirming} onClick={() => void issue()}>
            {status.active || url ? t`Krijo link te ri` : t`Krijo linkun per klientin`}
          </Button>
          {(status.active || url) && (
            <Button variant="danger" disabled={busy} onClick={() => setConfirming(true)}>
              {t`Anulo linkun`}
            </Button>
          )}
        </div>
      </div>
    );
  }

  return (
    <section aria-labelledby="client-link-title" className="no-print flex flex-col gap-3 rounded-lg border border-slate-300 bg-white p-4">
      <h2 id="client-link-title" className="text-lg font-semibold text-slate-900">
        {t`Linku per klientin`}
      </h2>
      {body}
      <ConfirmDialog
        open={confirming}
        title={t`Ta anulojme linkun per klientin?`}
        message={t`Klienti nuk mund ta hape me kete link. Mund te krijoni nje te ri kur te doni.`}
        confirmLabel={t`Anulo linkun`}
        cancelLabel={t`Mbaje`}
        busy={busy}
        onConfirm={() => void revoke()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
