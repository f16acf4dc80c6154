import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { AgreementRow } from '../../../domain/agreement/rows.js';
import type { ClientRow, ProjectRow } from '../../../domain/contact/rows.js';
import { formatDate } from '../../../domain/format.js';
import type { MeasureRow } from '../../../domain/measure/rows.js';
import type { OfferRow } from '../../../domain/offer/rows.js';
// The statuses' names are their modules' (one catalogue entry each); the panel only reads them.
import { AGREEMENT_STATUS_LABELS } from '../statusNames/agreementStatusNames';
import { STATUS_LABELS as MEASURE_STATUS_LABELS } from '../statusNames/measureStatusNames';
import { OFFER_STATUS_NAMES } from '../statusNames/offerStatusNames';
import { Money } from '../../ui';
import { Facts, FileLinks } from './Facts';
import { mapsLinkOf } from './mapsLink';
import type { SummaryFile } from './readClientSummary';

const labelOf = (labels: Partial<Record<number, MessageDescriptor>>, id: number) => labels[id];
type Names = ReadonlyMap<string, string>;
const nameOf = (names: Names, id: string | null) => (id === null ? null : (names.get(id) ?? null));
const filesOf = (files: readonly SummaryFile[], ownerId: string) => files.filter((f) => f.ownerId === ownerId);

export function ContactFacts({ client, names }: { client: ClientRow; names: Names }) {
  const { t } = useLingui();
  return (
    <Facts
      record="contact"
      title={t`Kontakti`}
      facts={[
        [t`Emri dhe mbiemri`, `${client.firstnameAndLastname} ${client.lastName}`],
        [t`Telefoni`, [client.phoneNumber, client.secondPhoneNumber].filter(Boolean).join(', ')],
        [t`Email`, client.email],
        [t`Adresa`, [client.address, client.city?.name, client.country.name].filter(Boolean).join(', ')],
        [t`Kompania`, client.companyName],
        [t`Personi kontaktues`, client.contactPerson],
        [t`Agjenti`, nameOf(names, client.agentId) ?? client.agent],
        [t`Krijuar me`, formatDate(client.createdAt)],
      ]}
    />
  );
}

export function ProjectFacts({ project, names }: { project: ProjectRow; names: Names }) {
  const { t } = useLingui();
  const maps = mapsLinkOf(project.projectLocation);
  return (
    <Facts
      record="project"
      title={t`Projekti: ${project.projectName}`}
      facts={[
        [t`Adresa`, project.address],
        [t`Data e matjes`, formatDate(project.measureDate)],
        [t`Matesi`, nameOf(names, project.measureAssignee)],
        [t`Komenti`, project.projectComment],
        [
          t`Lokacioni`,
          maps && (
            <a href={maps} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
              {t`Hap ne harte`}
            </a>
          ),
        ],
      ]}
    >
      <FileLinks files={project.projectFiles.map((f) => ({ id: f.id, name: f.fileName }))} />
    </Facts>
  );
}

export function MeasureFacts({ measure, files, names }: { measure: MeasureRow; files: readonly SummaryFile[]; names: Names }) {
  const { t, i18n } = useLingui();
  const status = labelOf(MEASURE_STATUS_LABELS, measure.measureStatusId);
  return (
    <Facts
      record="measure"
      title={t`Matja`}
      facts={[
        [t`Statusi`, status && i18n._(status)],
        [t`Data e matjes`, formatDate(measure.measureDate)],
        [t`Materiali`, measure.productMaterial],
        [t`Lokacioni`, measure.productLocation],
        [t`Detajet`, measure.details],
        [t`Matesi`, nameOf(names, measure.employeeId)],
      ]}
    >
      <FileLinks files={filesOf(files, measure.id)} />
    </Facts>
  );
}

export function OfferFacts({ offer, files }: { offer: OfferRow; files: readonly SummaryFile[] }) {
  const { t, i18n } = useLingui();
  const status = labelOf(OFFER_STATUS_NAMES, offer.offerStatusId);
  return (
    <Facts
      record="offer"
      title={t`Oferta nr. ${offer.number}`}
      facts={[
        [t`Statusi`, status && i18n._(status)],
        [t`Data`, formatDate(offer.offerDate)],
        [t`Totali`, <Money key="total" value={offer.total} />],
        [t`Shtese`, offer.addition],
      ]}
    >
      <FileLinks files={filesOf(files, offer.id)} />
    </Facts>
  );
}

export function AgreementFacts({ agreement, files }: { agreement: AgreementRow; files: readonly SummaryFile[] }) {
  const { t, i18n } = useLingui();
  const status = labelOf(AGREEMENT_STATUS_LABELS, agreement.agreementStatusId);
  return (
    <Facts
      record="agreement"
      title={t`Marreveshja`}
      facts={[
        [t`Statusi`, status && i18n._(status)],
        [t`Paradhenie`, <Money key="prepaid" value={agreement.prepaid} />],
        [t`Totali`, <Money key="total" value={agreement.total} />],
        [t`Borxhi i mbetur`, <Money key="debt" value={agreement.totalDebtLeft} />],
        [t`Fillimi`, formatDate(agreement.start)],
        [t`Mbarimi`, formatDate(agreement.end)],
        [t`Komenti`, agreement.comment],
      ]}
    >
      <FileLinks files={filesOf(files, agreement.id)} />
    </Facts>
  );
}
