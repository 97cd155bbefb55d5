/** What of this server is for development only, said plainly at start-up (main.ts). */
import { identitySettings } from './accounts/settings';
import type { Config } from './config';

export function developmentServices(config: Config, env: Record<string, string | undefined> = process.env): string[] {
  const on: string[] = [];
  if (identitySettings(env).provider === 'dev') {
    on.push(
      'development identity provider at /dev-idp/authorize (anyone can sign in with any e-mail; IDENTITY_PROVIDER=firebase turns it off)',
    );
  }
  on.push('outbox: SMS and e-mails are written to the outbox table, never sent (npm run ops -- outbox)');
  if (config.demoGateway)
    on.push(
      'demo payment gateway at /demo-gateway/pay/* (its Pay button credits a gateway deposit with nothing paid; DEMO_GATEWAY=false turns it off)',
    );
  if (config.allowTenantOverride) on.push('?tenant=<id> picks any brand on any host (ALLOW_TENANT_OVERRIDE=false turns it off)');
  if (config.env !== 'production') on.push(`NODE_ENV=${config.env}: not production`);
  return on;
}
