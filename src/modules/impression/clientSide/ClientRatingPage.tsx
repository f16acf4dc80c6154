import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { PublicImpressionPage } from '../../../../domain/impression/answers.js';
import { averageText } from '../../../../domain/impression/rating.js';
import { Button, LoadingState } from '../../../ui';
import { NO_CONNECTION } from '../../../app/pages/offlineMessage';
import { translateServerMessage } from '../../../app/serverMessages';
import { draftOf, type RatingDraft } from '../rating/ratingDraft';
import { RatingForm } from '../rating/RatingForm';
import { readPublicPage, readPublicPhoto, savePublicImpression, type ClientLink, type PublicRead } from './publicImpression';

const route = getRouteApi('/dashboard/impression/clientSide/$clientId/$projectId/$authToken');

/**
 * /dashboard/impression/clientSide/{clientId}/{projectId}/{authToken} (issue
 * 13): the client rates the installation on their own phone, from the link
 * or QR code the staff gave them — the same gallery, stars, feedback and
 * average as the staff's form. Public: the token is the only credential; a
 * link that does not work says so plainly. Built for a 360 px phone first.
 */
export function ClientRatingPage() {
  const { authToken, projectId, clientId } = route.useParams();
  const key = `${clientId}/${projectId}/${authToken}`;
  const [attempt, setAttempt] = useState(0);
  const [read, setRead] = useState<{ key: string; attempt: number; result: PublicRead } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    readPublicPage({ token: authToken, projectId, clientId }, controller.signal)
      .then((result) => setRead({ key, attempt, result }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [key, authToken, projectId, clientId, attempt]);
  const result = read && read.key === key && read.attempt === attempt ? read.result : null;

  return (
    <PublicFrame>
      {result === null ? (
        <LoadingState />
      ) : result.state === 'invalid' ? (
        <InvalidLink />
      ) : result.state === 'ready' ? (
        <ClientRating key={key} link={{ token: authToken, projectId, clientId }} page={result.page} onInvalid={() => setRead({ key, attempt, result: { state: 'invalid' } })} />
      ) : (
        <Unreachable message={result.state === 'failed' ? result.message : null} onRetry={() => setAttempt((n) => n + 1)} />
      )}
    </PublicFrame>
  );
}

function ClientRating({ link, page, onInvalid }: { link: ClientLink; page: PublicImpressionPage; onInvalid: () => void }) {
  const { t, i18n } = useLingui();
  const questions = page.questions.map((q) => ({ id: q.value, label: q.label }));
  const [draft, setDraft] = useState<RatingDraft>(() => (page.impression ? draftOf(page.impression.questionFields, page.impression.feedback) : { ratings: {}, feedback: '' }));
  const [saved, setSaved] = useState<{ average: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { token, projectId, clientId } = link;
  const loadPhoto = useCallback((fileId: string) => readPublicPhoto({ token, projectId, clientId }, fileId), [token, projectId, clientId]);

  const save = async (next: RatingDraft) => {
    setBusy(true);
    setDraft(next);
    const answer = await savePublicImpression(link, questions, next);
    setBusy(false);
    if (answer.state === 'invalid') return onInvalid();
    if (answer.state === 'offline') return setRefusal(i18n._(NO_CONNECTION));
    if (answer.state === 'refused') return setRefusal(translateServerMessage(i18n, answer.message));
    setRefusal(null);
    setSaved({ average: answer.impression.average });
  };

  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{t`Si ishte montimi?`}</h1>
      <p className="text-slate-800">
        <Trans>
          Pershendetje {page.clientName}! Ju lutem vleresoni punen tone per projektin <strong>{page.projectName}</strong>.
        </Trans>
      </p>
      {saved ? (
        <div role="status" className="flex flex-col items-start gap-3 rounded-lg border-l-4 border-green-700 bg-green-50 p-4 text-green-950">
          <p className="text-lg font-semibold">{t`Faleminderit! Vleresimi juaj u ruajt.`}</p>
          <p>{t`Mesatarja juaj: ${averageText(saved.average)}`}</p>
          <Button variant="secondary" onClick={() => setSaved(null)}>
            {t`Ndrysho vleresimin`}
          </Button>
        </div>
      ) : (
        <RatingForm photos={page.photos.map((p) => ({ id: p.id, name: p.fileName }))} loadPhoto={loadPhoto} questions={questions} initial={draft} canSave busy={busy} refusal={refusal} onSave={(d) => void save(d)} />
      )}
    </>
  );
}

function InvalidLink() {
  const { t } = useLingui();
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{t`Linku nuk funksionon`}</h1>
      <p role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-4 text-red-900">
        {t`Ky link per vleresim nuk eshte i vlefshem ose ka skaduar. Ju lutem kerkoni nje link te ri nga kompania.`}
      </p>
    </>
  );
}

function Unreachable({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{t`Vleresimi i montimit`}</h1>
      <div role="alert" className="flex flex-col items-start gap-3 rounded-md border-l-4 border-amber-600 bg-amber-50 p-4 text-amber-950">
        <p>{message ? translateServerMessage(i18n, message) : i18n._(NO_CONNECTION)}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t`Provo perseri`}
        </Button>
      </div>
    </>
  );
}

/** The page's own frame: no staff shell, the brand and one column that fits a 360 px phone. */
function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-xl flex-col gap-4 px-4 py-6">
      <div className="flex items-center gap-3">
        <img src="/icons/icon-192.png" alt="" width={40} height={40} className="rounded-lg" />
        <span className="text-xl font-bold text-brand-700">Zanati</span>
      </div>
      {children}
    </main>
  );
}
