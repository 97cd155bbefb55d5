/**
 * The help centre from the command line, with the console's rules and code (`server/content/help-service.ts`;
 * the same as `/ops/api/tenants/:tenant/help`), audited as `ops`. Every change goes to the brand's
 * draft; players read it after `publish`.
 *
 *   npm run ops -- help-pages list <tenant>
 *   npm run ops -- help-pages show <tenant> <tag> [--lang zh]
 *   npm run ops -- help-pages set <tenant> <tag> --lang zh [--title T] [--content HTML | --content-file F] [--children JSON | --children-file F]
 *   npm run ops -- help-pages add <tenant> <tag> --title T [--lang en] [--content HTML | --content-file F] [--children JSON | --children-file F]
 *   npm run ops -- help-pages remove-text <tenant> <tag> --lang zh
 *   npm run ops -- help-pages delete <tenant> <tag>
 *   npm run ops -- help-pages order <tenant> <tag,tag,...>
 *   npm run ops -- help-pages publish|discard <tenant>
 *
 * `--children` is the sub-items as JSON, `[{ "title": "...", "content": "<p>...</p>" }]`. `set` keeps
 * what it is not given (a language without text needs its title).
 */
import type * as v from 'valibot';
import { CLI_HELP_ACTOR } from '../../console/content/help-actor';
import {
  createHelpService,
  HelpCreateBody,
  type HelpEntryView,
  HelpLanguage,
  HelpOrderBody,
  HelpTag,
  HelpTextBody,
} from '../../content/help-service';
import { parseInput } from '../../http/validate';
import { OpsError } from '../actions';
import { type OpsCommand, type OpsContext, saidAsOps } from '../command';
import { filesOf, readText } from '../files';

export const HELP_PAGES_USAGE = [
  'help-pages list <tenant> | help-pages show <tenant> <tag> [--lang L]',
  'help-pages set <tenant> <tag> --lang L [--title T] [--content HTML | --content-file F] [--children JSON | --children-file F]',
  'help-pages add <tenant> <tag> --title T [--lang en] [--content HTML | --content-file F] [--children JSON | --children-file F]',
  'help-pages remove-text <tenant> <tag> --lang L | help-pages delete <tenant> <tag> | help-pages order <tenant> <tag,tag,...>',
  'help-pages publish|discard <tenant>',
].join('\n  ');

const usage = (): OpsError => new OpsError(`Usage:\n  npm run ops -- ${HELP_PAGES_USAGE}`);
const OPTIONS = new Set(['lang', 'title', 'content', 'content-file', 'children', 'children-file']);
const SUBCOMMANDS = ['list', 'show', 'set', 'add', 'remove-text', 'delete', 'order', 'publish', 'discard'];

function parseArgs(args: readonly string[]): { positional: string[]; named: Map<string, string> } {
  const positional: string[] = [];
  const named = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const a = args[i] ?? '';
    if (a.startsWith('--')) {
      const key = a.slice(2);
      if (!OPTIONS.has(key)) throw new OpsError(`Unknown option --${key}. ${usage().message}`);
      if (named.has(key)) throw new OpsError(`--${key} is given twice.`);
      const value = args[++i];
      if (value === undefined) throw new OpsError(`--${key} needs a value.`);
      named.set(key, value);
    } else positional.push(a);
  }
  return { positional, named };
}

const checked = <S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> => parseInput(schema, input, 'help page');

/** The options whose value names a file. */
const FILE_OPTIONS = ['content-file', 'children-file'];

async function contentOf(named: Map<string, string>, ctx: OpsContext): Promise<string | undefined> {
  if (named.has('content') && named.has('content-file')) throw new OpsError('Give --content or --content-file, not both.');
  const file = named.get('content-file');
  return file === undefined ? named.get('content') : readText(filesOf(ctx), file);
}

async function childrenOf(named: Map<string, string>, ctx: OpsContext): Promise<unknown> {
  if (named.has('children') && named.has('children-file')) throw new OpsError('Give --children or --children-file, not both.');
  const file = named.get('children-file');
  const text = file === undefined ? named.get('children') : await readText(filesOf(ctx), file);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new OpsError('--children: not JSON; give [{ "title": "...", "content": "<p>...</p>" }, ...]');
  }
}

/** The texts given on the command line for one language, as the service's schema reads them (unset fields left out). */
async function textOf(named: Map<string, string>, ctx: OpsContext): Promise<Record<string, unknown>> {
  const content = await contentOf(named, ctx);
  const children = await childrenOf(named, ctx);
  return {
    ...(named.has('title') ? { title: named.get('title') } : {}),
    ...(content === undefined ? {} : { content }),
    ...(children === undefined ? {} : { children }),
  };
}

const indent = (text: string) => text.replace(/\n/g, '\n      ');

function entryText(e: HelpEntryView): string {
  const head = `${e.tag}${e.protected ? ' (linked from the player site: cannot be deleted)' : ''}, ${e.draft ? 'draft (publish to show players)' : 'live'}`;
  const missing = e.missingLanguages.length ? `\n  no text in: ${e.missingLanguages.join(', ')} (players there read the fallback)` : '';
  const texts = e.texts.map(
    (t) =>
      `  ${t.language}: ${t.title}\n      ${indent(t.content)}${t.children.map((c) => `\n    - ${c.title}\n        ${indent(c.content)}`).join('')}`,
  );
  return [head + missing, ...texts].join('\n');
}

type List = Awaited<ReturnType<ReturnType<typeof createHelpService>['list']>>;

function listText(tenant: string, list: List): string {
  const head = list.draft
    ? `${tenant} help pages: a draft with unpublished changes (publish or discard)`
    : `${tenant} help pages: live, no unpublished changes`;
  const lines = list.entries.map((e, i) => {
    const title = e.titles[list.defaultLanguage] ?? e.titles.en ?? Object.values(e.titles)[0] ?? '';
    const missing = e.missingLanguages.length ? `  [no text in ${e.missingLanguages.join(', ')}]` : '';
    return `${String(i + 1).padStart(2)}. ${e.tag.padEnd(16)} ${title}${e.protected ? '  (protected)' : ''}${missing}`;
  });
  return [head, ...lines].join('\n');
}

export const helpPagesCommand: OpsCommand = {
  name: 'help-pages',
  usage: 'help-pages list|show|set|add|remove-text|delete|order|publish|discard <tenant> ...',
  summary:
    "the help centre's pages: list, show one per language, set a language's title and text, add, delete, reorder, publish or discard the draft",
  files(args) {
    const { named } = parseArgs(args.slice(1));
    return FILE_OPTIONS.flatMap((option) => named.get(option) ?? []);
  },
  async run(args, ctx) {
    const { db, actions } = ctx;
    const [sub, ...rest] = args;
    if (!sub || !SUBCOMMANDS.includes(sub)) throw usage();
    const { positional, named } = parseArgs(rest);
    const [tenantId, third] = positional;
    if (!tenantId) throw usage();
    const tenant = actions.tenant(tenantId);
    const help = createHelpService(db);
    const tag = () => {
      if (third === undefined) throw new OpsError(`Name the help page's tag. ${usage().message}`);
      return checked(HelpTag, third);
    };
    const language = () => {
      const given = named.get('lang');
      if (given === undefined) throw new OpsError(`Name the language: --lang <code>. ${usage().message}`);
      return checked(HelpLanguage, given);
    };

    return saidAsOps(async () => {
      switch (sub) {
        case 'list':
          return listText(tenant.id, await help.list(tenant));
        case 'show':
          return entryText(await help.entry(tenant, tag(), named.has('lang') ? language() : undefined));
        case 'set': {
          const t = tag();
          const lang = language();
          const saved = await help.setText(tenant, CLI_HELP_ACTOR, t, lang, checked(HelpTextBody, await textOf(named, ctx)));
          return `Saved the ${lang} text of "${t}" in the draft (publish to show players):\n${entryText({ ...saved, texts: saved.texts.filter((x) => x.language === lang) })}`;
        }
        case 'add': {
          if (third === undefined) throw new OpsError(`Name the new help page's tag. ${usage().message}`);
          const text = { language: named.get('lang') ?? 'en', ...(await textOf(named, ctx)) };
          const made = await help.create(tenant, CLI_HELP_ACTOR, checked(HelpCreateBody, { tag: third, texts: [text] }));
          return `Added "${made.tag}" at the end of the draft (publish to show players):\n${entryText(made)}`;
        }
        case 'remove-text': {
          const t = tag();
          const lang = language();
          const saved = await help.removeText(tenant, CLI_HELP_ACTOR, t, lang);
          return `Removed the ${lang} text of "${t}" from the draft; players reading ${lang} get the fallback once published.\n${entryText({ ...saved, texts: [] })}`;
        }
        case 'delete': {
          const t = tag();
          return `Deleted "${t}" from the draft (publish to show players).\n${listText(tenant.id, await help.remove(tenant, CLI_HELP_ACTOR, t))}`;
        }
        case 'order': {
          if (third === undefined) throw new OpsError(`Give every tag once, in the new order: a,b,c. ${usage().message}`);
          const { tags } = checked(HelpOrderBody, { tags: third.split(',').map((s) => s.trim()) });
          return `Reordered the draft (publish to show players).\n${listText(tenant.id, await help.reorder(tenant, CLI_HELP_ACTOR, tags))}`;
        }
        case 'publish':
          return `Published: players read these help pages now.\n${listText(tenant.id, await help.publish(tenant, CLI_HELP_ACTOR))}`;
        case 'discard':
          return `Discarded the draft: back to the live help pages.\n${listText(tenant.id, await help.discard(tenant, CLI_HELP_ACTOR))}`;
        default:
          throw usage();
      }
    });
  },
};
