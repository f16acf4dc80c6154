import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { MSG } from '../../../../domain/messages.js';
import { clientName } from '../../../../domain/production/planningSources.js';
import { useLocalDb } from '../../../local';
import { EmptyState, LoadingState, PageHeader } from '../../../ui';
import { AccessDenied } from '../../../app/pages/AccessDenied';
import { translateServerMessage } from '../../../app/serverMessages';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { useRefusedEntry } from '../../../app/writes/outboxDraft';
import { mayOpenAgreementForm } from '../agreementAccess';
import { AgreementForm } from './AgreementForm';
import { OfferChoice } from './OfferChoice';
import { readAgreementForm } from './readAgreementForm';

const route = getRouteApi('/signedIn/dashboard/agreements/create/{-$agreementId}/{-$projectId}');

/**
 * /dashboard/agreements/create/{agreementId?}/{projectId?} (spec 000 §2):
 * without an id, the offer to sign is chosen first; with one, the
 * agreement's form — or a new agreement's, when the id is an offer's
 * (readAgreementForm.ts). From the device's mirror; ?outboxEntry= reopens a
 * refused save. Without the agreements module: 'Nuk keni qasje ne
 * modifikimin e te dhenave te ketij moduli!' and back to
 * /dashboard/agreements (spec 000 §6).
 */
export function AgreementFormPage() {
  const { i18n } = useLingui();
  const session = useSignedInSession();
  const db = useLocalDb();
  const { agreementId, projectId } = route.useParams();
  const { outboxEntry } = route.useSearch();
  const refused = useRefusedEntry(outboxEntry);
  const sources = useLiveQuery(async () => (agreementId ? readAgreementForm(db, agreementId) : null), [db, agreementId]);
  if (!mayOpenAgreementForm(session.permissions)) return <AccessDenied to="/dashboard/agreements" />;
  const offerNumber = sources?.offer.number ? `#${sources.offer.number}` : '';
  const who = sources ? [clientName(sources.client ?? undefined), sources.project?.projectName].filter(Boolean).join(' — ') : '';
  const title = sources?.agreement ? <Trans>Ndrysho marreveshjen</Trans> : <Trans>Marreveshje e re</Trans>;
  return (
    <>
      <PageHeader title={title} />
      <div className="flex flex-col gap-4">
        {!agreementId ? (
          <OfferChoice projectId={projectId} />
        ) : sources === undefined || refused === undefined ? (
          <LoadingState />
        ) : sources === null ? (
          <EmptyState message={translateServerMessage(i18n, MSG.emptyList)} />
        ) : (
          <>
            <p className="text-lg" data-agreement-offer={sources.offer.id}>
              <Trans>
                Oferta {offerNumber}: {who}
              </Trans>
            </p>
            <AgreementForm key={`${sources.agreement?.id ?? sources.offer.id}/${refused?.id ?? ''}`} sources={sources} refused={refused} />
          </>
        )}
      </div>
    </>
  );
}
