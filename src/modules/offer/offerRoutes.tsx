import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { dashboardRoute } from '../../app/routes/dashboardRoutes';
import { validateOutboxEntrySearch } from '../../app/writes/outboxDraft';
import { OfferArea } from './OfferArea';

/** /dashboard/offers (spec 000 §2 "Offers"): gated by the offers module (OfferArea); each screen is a lazy chunk. */
export const offerRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'offers',
  component: OfferArea,
});

/** The form: a saved offer by its id, or a new one (of the project named second). A refused save reopens with ?outboxEntry=. */
export const offerFormRoute = createRoute({
  getParentRoute: () => offerRoute,
  path: 'create/{-$offerId}/{-$projectId}',
  validateSearch: validateOutboxEntrySearch,
  component: lazyRouteComponent(() => import('./form/OfferFormPage'), 'OfferFormPage'),
});

/** A client's offers. */
export const allOffersRoute = createRoute({
  getParentRoute: () => offerRoute,
  path: 'all-offers/{-$clientId}',
  component: lazyRouteComponent(() => import('./list/AllOffersPage'), 'AllOffersPage'),
});

export const canceledProductsRoute = createRoute({
  getParentRoute: () => offerRoute,
  path: 'canceled/products',
  component: lazyRouteComponent(() => import('./list/CanceledProductsPage'), 'CanceledProductsPage'),
});

/** The offers of a status (5, 3, 1, 4, 2), or all with the filter panel. */
export const offerListRoute = createRoute({
  getParentRoute: () => offerRoute,
  path: '{-$statusId}',
  component: lazyRouteComponent(() => import('./list/OfferListPage'), 'OfferListPage'),
});

export const offerRouteTree = offerRoute.addChildren([offerFormRoute, allOffersRoute, canceledProductsRoute, offerListRoute]);
