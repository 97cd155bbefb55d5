/**
 * Inbox messages from the command line, with the console's rules and code (`server/console/support`):
 * a text per language the brand offers (its default language required), a time to show it from,
 * and the scheduled ones listed, shown, changed or cancelled before their time. Audited as `ops`.
 *
 *   npm run ops -- inbox send <tenant> <username>|--rank <LABEL>|--all --title <text> --body <text>
 *                             [--title.<lang> <text> --body.<lang> <text>]... [--at <ISO time>]
 *   npm run ops -- inbox list <tenant> [--page <n>]
 *   npm run ops -- inbox show <tenant> <id>
 *   npm run ops -- inbox change <tenant> <id> [--title[.<lang>] <text> --body[.<lang>] <text>]... [--at <ISO time>]
 *   npm run ops -- inbox cancel <tenant> <id>
 *
 * `--title`/`--body` without a language are the brand's default language. `--at` takes a time with
 * its zone (`2026-12-01T09:00:00Z`, `2026-12-01T16:00:00+07:00`): ahead of now (a minute late means
 * now), at most a year ahead.
 */
import * as v from 'valibot';
import type { Tenant } from '../../../tenants/schema';
import { clock } from '../../clock';
import { ConsoleInboxBody, ConsoleInboxChange, prepareChange, prepareSend, sentMessages } from '../../console/support/inbox';
import { type InboxActor, supportMemberCentre } from '../../console/support/member-centre';
import { OpsError } from '../actions';
import { type OpsCommand, saidAsOps } from '../command';

const CLI: InboxActor = { staffId: null, name: 'ops', sender: 'operator:cli' };

export const INBOX_USAGE =
  'inbox send <tenant> <username>|--rank L|--all --title T --body B [--title.<lang> T --body.<lang> B]... [--at <ISO time>]' +
  ' | inbox list <tenant> [--page N] | inbox show|cancel <tenant> <id> | inbox change <tenant> <id> [--title[.<lang>] T --body[.<lang>] B]... [--at <time>]';

const usage = (): OpsError => new OpsError(`Usage: npm run ops -- ${INBOX_USAGE}`);

type Parsed = { positional: string[]; named: Map<string, string>; all: boolean };

function parseArgs(args: readonly string[]): Parsed {
  const positional: string[] = [];
  const named = new Map<string, string>();
  let all = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i] ?? '';
    if (a === '--all') all = true;
    else if (a.startsWith('--')) {
      const key = a.slice(2);
      if (!/^(title|body)(\.[a-z]{2})?$|^(rank|at|page)$/.test(key)) throw new OpsError(`Unknown option --${key}. ${usage().message}`);
      if (named.has(key)) throw new OpsError(`--${key} is given twice.`);
      const value = args[++i];
      if (value === undefined) throw new OpsError(`--${key} needs a value.`);
      named.set(key, value);
    } else positional.push(a);
  }
  return { positional, named, all };
}

/** `--title`/`--body` (the default language) and `--title.<lang>`/`--body.<lang>`, paired by language. */
function textsOf(tenant: Tenant, named: Map<string, string>): Record<string, { title: string; body: string }> {
  const texts: Record<string, { title?: string; body?: string }> = {};
  for (const [key, value] of named) {
    const m = /^(title|body)(?:\.([a-z]{2}))?$/.exec(key);
    if (!m) continue;
    const field = m[1] as 'title' | 'body';
    const language = m[2] ?? tenant.defaultLanguage;
    const text = texts[language] ?? {};
    if (text[field] !== undefined)
      throw new OpsError(`The ${field} in ${language} is given twice (--${field} is ${tenant.defaultLanguage}).`);
    text[field] = value;
    texts[language] = text;
  }
  return Object.fromEntries(
    Object.entries(texts).map(([language, t]) => {
      if (t.title === undefined || t.body === undefined)
        throw new OpsError(`The text in ${language} needs both --title${suffix(tenant, language)} and --body${suffix(tenant, language)}.`);
      return [language, { title: t.title, body: t.body }];
    }),
  );
}
const suffix = (tenant: Tenant, language: string) => (language === tenant.defaultLanguage ? '' : `.${language}`);

function parsed<T extends v.GenericSchema>(schema: T, input: unknown): v.InferOutput<T> {
  const r = v.safeParse(schema, input);
  if (!r.success) throw new OpsError(`Invalid message: ${r.issues.map((i) => `${v.getDotPath(i) ?? 'value'}: ${i.message}`).join('; ')}`);
  return r.output;
}

const messageId = (s: string | undefined): number => {
  if (!s || !/^\d{1,12}$/.test(s)) throw usage();
  return Number(s);
};

export const inboxCommand: OpsCommand = {
  name: 'inbox',
  usage: INBOX_USAGE,
  summary:
    "inbox messages to one player, a VIP rank's players or every player, in the brand's languages, now or at a time; list them, show, change or cancel one not shown yet",
  async run(args, { db, actions }) {
    const [sub, ...rest] = args;
    if (!sub || !['send', 'list', 'show', 'change', 'cancel'].includes(sub)) throw usage();
    const { positional, named, all } = parseArgs(rest);
    const tenant = actions.tenant(positional[0]);
    const centre = supportMemberCentre(db, actions.tenant, /^No message /);
    const now = clock.now();

    if (sub === 'send') {
      const username = positional[1];
      const rank = named.get('rank');
      const to = all ? { kind: 'all' } : rank ? { kind: 'rank', labelId: rank } : username ? { kind: 'member', username } : null;
      if (!to) throw new OpsError(`Name a player, --rank <LABEL> or --all. ${usage().message}`);
      const texts = textsOf(tenant, named);
      const at = named.get('at');
      const only = Object.keys(texts);
      if (only.length === 0)
        throw new OpsError(`The message needs --title and --body (in ${tenant.defaultLanguage}, the brand's default language).`);
      const body =
        only.length === 1 && only[0] === tenant.defaultLanguage
          ? { to, ...texts[tenant.defaultLanguage], ...(at ? { sendAt: at } : {}) }
          : { to, texts, ...(at ? { sendAt: at } : {}) };
      const r = await saidAsOps(() => centre.send(tenant, CLI, prepareSend(tenant, parsed(ConsoleInboxBody, body), now)));
      return `message #${r.id} sent to ${r.audience} on ${tenant.id}${r.shownFrom ? `, shown from ${r.shownFrom}` : ''}`;
    }

    if (sub === 'list') {
      const pageText = named.get('page') ?? '1';
      if (!/^\d{1,6}$/.test(pageText) || Number(pageText) < 1) throw usage();
      const page = await sentMessages(db, tenant, now, { page: Number(pageText), pageSize: 20 });
      if (page.rows.length === 0) return `no inbox messages on ${tenant.id}${page.page > 1 ? ` on page ${page.page}` : ''}`;
      const lines = page.rows.map((m) => {
        const state = m.cancelledAt ? `cancelled ${m.cancelledAt}` : m.scheduled ? `scheduled ${m.shownAt}` : `shown ${m.shownAt}`;
        const to = m.audience === 'all' ? 'everyone' : `${m.audience} ${m.to ?? '?'}`;
        return `#${m.id} ${state} to ${to} [${m.languages.join(', ')}] by ${m.sender}: ${m.title}`;
      });
      const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
      return [...lines, `page ${page.page} of ${pages} (${page.total} messages)`].join('\n');
    }

    const id = messageId(positional[1]);
    if (sub === 'show') {
      const m = await saidAsOps(() => centre.message(tenant, id));
      const state = m.cancelledAt
        ? `cancelled ${m.cancelledAt} by ${m.cancelledBy}`
        : m.scheduled
          ? `scheduled ${m.shownFrom}`
          : `shown ${m.shownFrom}`;
      return [
        `#${m.id} ${state}, to ${m.audience === 'all' ? 'everyone' : `${m.audience} ${m.to ?? '?'}`}, by ${m.sender}`,
        ...Object.entries(m.texts).map(([language, t]) => `  ${language}: ${t.title}\n      ${t.body.replace(/\n/g, '\n      ')}`),
      ].join('\n');
    }
    if (sub === 'cancel') {
      const m = await saidAsOps(() => centre.cancel(tenant, CLI, id));
      return `message #${m.id} cancelled: it was to be shown at ${m.shownFrom}; no player will see it`;
    }
    if (sub === 'change') {
      const given = textsOf(tenant, named);
      const at = named.get('at');
      if (Object.keys(given).length === 0 && at === undefined)
        throw new OpsError(`Nothing to change: give texts, --at or both. ${usage().message}`);
      const current = await saidAsOps(() => centre.message(tenant, id));
      const change = parsed(ConsoleInboxChange, {
        ...(Object.keys(given).length > 0 ? { texts: { ...current.texts, ...given } } : {}),
        ...(at === undefined ? {} : { sendAt: at }),
      });
      const m = await saidAsOps(() => centre.change(tenant, CLI, id, prepareChange(tenant, change, now)));
      return `message #${m.id} changed: shown from ${m.shownFrom} in ${Object.keys(m.texts).join(', ')}`;
    }
    throw usage();
  },
};
