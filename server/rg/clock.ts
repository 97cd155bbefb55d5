/**
 * The clock the rg routes read. Tests move it (`clock.now = () => later`) instead of sleeping
 * through a cooling period; the services themselves take `now` as a parameter.
 */
export const clock = { now: (): Date => new Date() };
