import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { canWriteModule, isAdmin } from '../../../../domain/permissions.js';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { PageHeader } from '../../../ui';
import { EnrolForm } from './EnrolForm';
import { KioskList } from './KioskList';
import { OwnPinForm } from './OwnPinForm';
import { WorkerPinForm } from './WorkerPinForm';

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="mb-8">
      <h2 className="mb-3 text-xl font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/**
 * /dashboard/kiosk: a production worker's own PIN; for full privileges and
 * department admins, turning this device into a kiosk and the list of kiosks;
 * for admins, any worker's PIN. All of it online: PINs and credentials are the
 * server's to keep.
 */
export function KioskSetupPage() {
  const session = useSignedInSession();
  const admin = isAdmin(session.permissions);
  const enrols = admin || session.adminDepartments.length > 0;
  return (
    <>
      <PageHeader title={<Trans>Kioska dhe PIN-i</Trans>} />
      {canWriteModule(session.permissions, 'production') && (
        <Section title={<Trans>PIN-i im per kioskat</Trans>}>
          <OwnPinForm />
        </Section>
      )}
      {enrols && (
        <Section title={<Trans>Beje kete pajisje kioske</Trans>}>
          <EnrolForm />
        </Section>
      )}
      {enrols && (
        <Section title={<Trans>Kioskat</Trans>}>
          <KioskList />
        </Section>
      )}
      {admin && (
        <Section title={<Trans>PIN-i i nje punetori</Trans>}>
          <WorkerPinForm />
        </Section>
      )}
    </>
  );
}
