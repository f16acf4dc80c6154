/** The calendar's screen (spec 000 §2: "/dashboard/agreements/project/calendar — Calendar of agreements and tasks"). */
export const CALENDAR_PATH = '/dashboard/agreements/project/calendar';
