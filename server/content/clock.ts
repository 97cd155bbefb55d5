/**
 * The clock the content calls read (which announcements are inside their dates). Tests move it
 * (`contentClock.now = () => later`) instead of sleeping; the services take `now` as a parameter.
 */
export const contentClock = { now: (): Date => new Date() };
