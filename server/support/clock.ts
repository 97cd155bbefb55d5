/** The clock the chat routes read; tests move it instead of sleeping. */
export const clock = { now: (): Date => new Date() };
