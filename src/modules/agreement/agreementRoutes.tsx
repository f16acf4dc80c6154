import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { dashboardRoute } from '../../app/routes/dashboardRoutes';
import { validateOutboxEntrySearch } from '../../app/writes/outboxDraft';
import { AgreementArea } from './AgreementArea';

/**
 * /dashboard/agreements (spec 000 §2 "Agreements"). The area's layout gates
 * it by the agreements module; each screen is a lazy chunk. The calendar
 * (/dashboard/agreements/project/calendar) is the calendar module's: its
 * static path wins over `{statusId?}` (TanStack Router ranks static segments
 * first), and the status list refuses any status but 1–5 with the not-found
 * page.
 */
export const agreementRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'agreements',
  component: AgreementArea,
});

/** The form: `agreementId` is an agreement's id, or an offer's for its new agreement (form/readAgreementForm.ts). A refused save reopens with ?outboxEntry=. */
export const agreementFormRoute = createRoute({
  getParentRoute: () => agreementRoute,
  path: 'create/{-$agreementId}/{-$projectId}',
  validateSearch: validateOutboxEntrySearch,
  component: lazyRouteComponent(() => import('./form/AgreementFormPage'), 'AgreementFormPage'),
});

/** A client's agreements. */
export const allAgreementsRoute = createRoute({
  getParentRoute: () => agreementRoute,
  path: 'all-agreements/{-$clientId}',
  component: lazyRouteComponent(() => import('./list/AllAgreementsPage'), 'AllAgreementsPage'),
});

/** The agreements of a status (1–5), or all with the filter panel (status, start, end, Filtro). */
export const agreementListRoute = createRoute({
  getParentRoute: () => agreementRoute,
  path: '{-$statusId}',
  component: lazyRouteComponent(() => import('./list/AgreementListPage'), 'AgreementListPage'),
});

export const agreementRouteTree = agreementRoute.addChildren([agreementFormRoute, allAgreementsRoute, agreementListRoute]);
