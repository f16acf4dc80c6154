// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { currentItem } from '../../../src/app/shell/SideNav';

/** Which side-navigation item names the page: one, the most specific. */
describe('the side navigation’s current item', () => {
  const items = [
    { key: 'agreements', to: '/dashboard/agreements' },
    { key: 'calendar', to: '/dashboard/agreements/project/calendar' },
    { key: 'production', to: '/dashboard/production' },
  ];

  it('is the calendar on the calendar, though its path lies under agreements', () => {
    expect(currentItem(items, '/dashboard/agreements/project/calendar')).toBe('calendar');
  });

  it('is agreements on its own pages', () => {
    expect(currentItem(items, '/dashboard/agreements')).toBe('agreements');
    expect(currentItem(items, '/dashboard/agreements/create/x/y')).toBe('agreements');
  });

  it('matches whole path segments only, and none off the list', () => {
    expect(currentItem(items, '/dashboard/productionx')).toBeNull();
    expect(currentItem(items, '/dashboard/outbox')).toBeNull();
  });
});
