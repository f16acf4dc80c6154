import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { dashboardRoute } from '../../app/routes/dashboardRoutes';
import { validateOutboxEntrySearch } from '../../app/writes/outboxDraft';
import { ContactArea } from './ContactArea';

/**
 * /dashboard/contact (spec 000 §2 "Contact"). The area's layout gates it by
 * the contact module (ContactArea); each screen is a lazy chunk.
 */
export const contactRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'contact',
  component: ContactArea,
});

const screen = <P extends string>(path: P, load: () => Promise<Record<string, () => React.JSX.Element>>, name: string) =>
  createRoute({ getParentRoute: () => contactRoute, path, component: lazyRouteComponent(load, name) });

/** The client lists: every client, those with a project still to measure (the archive joins in src/app/router.tsx). */
export const contactScreens = [
  screen('/', () => import('./list/ContactListPage'), 'ContactListPage'),
  screen('contactsForMeasure', () => import('./list/ContactListPage'), 'ContactsForMeasurePage'),
] as const;

/** A new contact, or the one `clientId` names; ?outboxEntry= reopens a refused save. */
export const contactFormRoute = createRoute({
  getParentRoute: () => contactRoute,
  path: 'create/{-$clientId}',
  validateSearch: validateOutboxEntrySearch,
  component: lazyRouteComponent(() => import('./form/ContactFormPage'), 'ContactFormPage'),
});

export const contactRouteTree = contactRoute.addChildren([...contactScreens, contactFormRoute]);
