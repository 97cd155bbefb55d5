/**
 * The one clock the server's time rules read (promotion dates, mission periods, limits and cooling
 * periods, exclusions, contract pay periods, chat and read marks). Tests move it
 * (`clock.now = () => later`) and put it back, never sleep; services take `now` as a parameter.
 */
export const clock = { now: (): Date => new Date() };
