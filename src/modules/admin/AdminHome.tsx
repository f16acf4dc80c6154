import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { PageHeader } from '../../ui';
import { ADMIN_LIST_KEYS, ADMIN_LISTS } from './lists/adminListKeys';

/** /admin: the way into every master-data list, and back to the modules. */
export function AdminHome() {
  const { i18n } = useLingui();
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
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {ADMIN_LIST_KEYS.map((key) => (
          <li key={key}>
            <Link
              to="/admin/$list"
              params={{ list: key }}
              className="flex min-h-16 items-center rounded-lg border border-slate-200 bg-white px-4 py-3 text-lg font-semibold text-brand-700 shadow-sm hover:border-brand-500 hover:bg-brand-50"
            >
              {i18n._(ADMIN_LISTS[key])}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
