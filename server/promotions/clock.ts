/**
 * The clock the promotion routes read (a promotion opens and closes by it). Tests move it
 * (`clock.now = () => later`) instead of sleeping; the services take `now` as a parameter.
 */
export const clock = { now: (): Date => new Date() };
