/**
 * The clock the member-centre routes read (mission periods, read marks, claims). Tests move it
 * (`clock.now = () => later`) instead of sleeping; the services take `now` as a parameter.
 */
export const clock = { now: (): Date => new Date() };
