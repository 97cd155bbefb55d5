/** The clock the agent calls and the pay run read. Tests move it (`clock.now = () => later`), never sleep. */
export const clock = { now: (): Date => new Date() };
