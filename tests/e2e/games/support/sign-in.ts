/** A games-server player signed in without the login form (support/session.ts), for journeys that are not about logging in. */
import type { Page } from '@playwright/test';
import { apiLogin, signIn } from '../../support/session';

/** The games server's answer to a captcha image (`/__e2e/captcha`; tiger always asks for one at login). */
async function captchaAnswer(port: number, captchaId: string): Promise<string> {
  const r = await fetch(`http://127.0.0.1:${port}/__e2e/captcha?id=${encodeURIComponent(captchaId)}`);
  const { answer } = (await r.json()) as { answer: string | null };
  if (!answer) throw new Error(`the games server has no answer for captcha ${captchaId}`);
  return answer;
}

/**
 * Logs `username` (password secret12, as `games.player` makes him) in on `brand` through the site's
 * login call, with a captcha as the form sends one, and signs the page in from its next load.
 */
export async function signInPlayer(page: Page, port: number, brand: string, username: string): Promise<void> {
  const session = await apiLogin(port, brand, username, 'secret12', { captcha: (id) => captchaAnswer(port, id) });
  await signIn(page, `http://${brand}.localhost:${port}/`, session);
}
