/**
 * Leaves the site for another page (the payment gateway). One object, so a component test can
 * watch the call with `vi.spyOn(leaveSite, 'to')`: the document's own `location` cannot be
 * replaced in every test environment.
 */
export const leaveSite = {
  to(url: string): void {
    window.location.assign(url);
  },
};
