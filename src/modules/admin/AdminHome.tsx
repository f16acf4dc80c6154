import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { PageHeader } from '../../ui';
import { ADMIN_PAGE_KEYS, adminPagePath, adminPageTitle } from './lists/adminListKeys';
import { ActivityDashboard } from './users/ActivityDashboard';

/** /admin: the users' activity dashboard (spec 001 §2), then the way into every admin page, and back to the modules. */
export function AdminHome() {
  const { i18n } = useLingui();
  const pagesHeadingId = useId();
  return (
    <>
      <PageHeader
        title={<Trans>Paneli i administrimit</Trans>}
        actions={
          <Link to="/dashboard/$module" params={{ module: 'contact' }} className="inline-flex min-h-11 items-center rounded-md border-2 border-brand-600 px-4 font-semibold text-brand-700 hover:bg-brand-50">
            <Trans>Kthehu te kontaktet</Trans>
          </Link>
        }
      />
      <ActivityDashboard />
      <section aria-labelledby={pagesHeadingId}>
        <h2 id={pagesHeadingId} className="mb-3 text-xl font-bold text-slate-900">
          <Trans>Perdoruesit dhe te dhenat baze</Trans>
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {ADMIN_PAGE_KEYS.map((key) => (
            <li key={key}>
              <Link
                to={adminPagePath(key)}
                className="flex min-h-16 items-center rounded-lg border border-slate-200 bg-white px-4 py-3 text-lg font-semibold text-brand-700 shadow-sm hover:border-brand-500 hover:bg-brand-50"
              >
                {i18n._(adminPageTitle(key))}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
