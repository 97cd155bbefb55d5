/**
 * `npm run ops -- content list|show|post|edit|schedule|expire|delete|remove-text|picture|upload ...`: operator content
 * management (announcements, banners, notices, popups, promotions). See server/content/README.md.
 */
import type { OpsAnnouncement } from '../../../src/contracts/content/operator';
import { clock } from '../../clock';
import { createContentOps } from '../../content/operator';
import { ApiError } from '../../http/api-error';
import { OpsError } from '../actions';
import type { OpsCommand, OpsFiles } from '../command';
import { filesOf, readText } from '../files';

const USAGE = [
  'content list <tenant> [--type PL] [--state live|scheduled|ended|expired|deleted]',
  'content show|expire|delete <tenant> <id>',
  'content post <tenant> --type B|PL|PU|PR|H|A --title T [--content HTML | --content-file F] [--lang en]',
  '    [--group m_home] [--url /m/...] [--start ISO] [--end ISO | --no-expiry] [--image F.png | --image-url U]',
  '    [--sort N] [--categories 1,2] [--reward MINOR] [--turnover N] [--image-required] [--remark-required]',
  'content edit <tenant> <id> [the same options]   (a --title/--content adds or replaces that language)',
  'content schedule <tenant> <id> --start ISO [--end ISO | --no-expiry]',
  'content remove-text <tenant> <id> --lang zh   (players in that language then read the fallback; never the last text)',
  "content picture <tenant> <id> --lang zh --image F.png | --image-url U | --default   (a banner's picture for one language)",
  'content upload <tenant> <file.png|jpg>',
].join('\n  ');

const FLAGS = new Set(['--no-expiry', '--image-required', '--remark-required', '--no-image-required', '--no-remark-required', '--default']);

function parse(args: readonly string[]) {
  const pos: string[] = [];
  const opt = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const a = args[i] ?? '';
    if (FLAGS.has(a)) opt.set(a, 'true');
    else if (a.startsWith('--')) {
      const value = args[++i];
      if (value === undefined) throw new OpsError(`${a} needs a value.\n  ${USAGE}`);
      opt.set(a, value);
    } else pos.push(a);
  }
  return { pos, opt };
}

function num(text: string | undefined, what: string): number {
  const n = Number(text);
  if (text === undefined || !Number.isSafeInteger(n)) throw new OpsError(`${what} must be a whole number.`);
  return n;
}

/** The options whose value names a file; `upload` names its image as the third word. */
const FILE_OPTIONS = ['--content-file', '--image'];

type Input = { opt: Map<string, string>; ops: ReturnType<typeof createContentOps>; files: OpsFiles; tenant: string; now: Date };

async function uploaded({ ops, files, tenant, now }: Input, path: string) {
  return ops.upload(tenant, await files.read(path), now);
}

async function body(input: Input, post: boolean) {
  const { opt, files } = input;
  const b: Record<string, unknown> = {};
  const type = opt.get('--type');
  if (post) b.type = type?.toUpperCase();
  const file = opt.get('--content-file');
  const content = file === undefined ? opt.get('--content') : await readText(files, file);
  const title = opt.get('--title');
  if (title !== undefined || content !== undefined)
    b.texts = [{ language: opt.get('--lang') ?? 'en', title: title ?? '', content: content ?? '' }];
  if (post && b.texts === undefined) b.texts = [];
  if (opt.has('--group')) b.groupName = opt.get('--group');
  if (opt.has('--url')) b.url = opt.get('--url') === '' ? null : opt.get('--url');
  if (opt.has('--start')) b.startDate = opt.get('--start');
  if (opt.has('--end')) b.endDate = opt.get('--end');
  if (opt.has('--no-expiry')) b.noExpiry = true;
  if (opt.has('--sort')) b.sortOrder = num(opt.get('--sort'), '--sort');
  if (opt.has('--categories'))
    b.categoryIds = (opt.get('--categories') ?? '')
      .split(',')
      .filter(Boolean)
      .map((c) => num(c, '--categories'));
  if (opt.has('--reward')) b.rewardAmount = num(opt.get('--reward'), '--reward');
  if (opt.has('--turnover')) b.turnoverMultiple = num(opt.get('--turnover'), '--turnover');
  if (opt.has('--image-required')) b.imageRequired = true;
  if (opt.has('--no-image-required')) b.imageRequired = false;
  if (opt.has('--remark-required')) b.remarkRequired = true;
  if (opt.has('--no-remark-required')) b.remarkRequired = false;
  const image = opt.get('--image');
  if (image !== undefined) b.images = [(await uploaded(input, image)).url];
  if (opt.has('--image-url')) b.images = [opt.get('--image-url')];
  return b;
}

export function oneLine(a: OpsAnnouncement): string {
  const title = a.titles.en ?? Object.values(a.titles)[0] ?? '';
  const until = a.noExpiry ? 'no expiry' : (a.endDate ?? '');
  return `#${a.id} ${a.type.padEnd(2)} ${(a.groupName ?? '').padEnd(11)} ${a.state.padEnd(9)} ${a.startDate} → ${until}  ${title}${a.url ? `  (${a.url})` : ''}`;
}

export const contentCommand: OpsCommand = {
  name: 'content',
  usage: 'content list|show|post|edit|schedule|expire|delete|remove-text|picture|upload <tenant> ...',
  summary: 'announcements, banners, notices, popups and promotions: post, edit, schedule, expire; upload images',
  files(args) {
    const { pos, opt } = parse(args);
    const [sub, , third] = pos;
    return [...FILE_OPTIONS.flatMap((option) => opt.get(option) ?? []), ...(sub === 'upload' && third !== undefined ? [third] : [])];
  },
  async run(args, ctx) {
    const { db, actions } = ctx;
    const ops = createContentOps(db, (id) => actions.tenant(id));
    const { pos, opt } = parse(args);
    const [sub, tenant, third] = pos;
    if (!sub || !tenant) throw new OpsError(`Usage:\n  ${USAGE}`);
    const now = clock.now();
    const input: Input = { opt, ops, files: filesOf(ctx), tenant, now };
    const id = () => num(third, 'The announcement id');
    try {
      switch (sub) {
        case 'list': {
          const rows = await ops.list(tenant, { type: opt.get('--type')?.toUpperCase(), state: opt.get('--state') }, now);
          return rows.length === 0 ? `No announcements on ${tenant}.` : rows.map(oneLine).join('\n');
        }
        case 'show':
          return JSON.stringify(await ops.show(tenant, id(), now), null, 2);
        case 'post':
          return `Posted ${oneLine(await ops.post(tenant, await body(input, true), now))}`;
        case 'edit':
        case 'schedule':
          return `Saved ${oneLine(await ops.edit(tenant, id(), await body(input, false), now))}`;
        case 'expire':
          return `Expired ${oneLine(await ops.expire(tenant, id(), now))}`;
        case 'delete':
          return `Deleted ${oneLine(await ops.remove(tenant, id(), now))}`;
        case 'remove-text': {
          const language = opt.get('--lang');
          if (!language) throw new OpsError(`Name the language: --lang <code>.\n  ${USAGE}`);
          return `Removed the ${language} text of ${oneLine(await ops.removeText(tenant, id(), language, now))}`;
        }
        case 'picture': {
          const language = opt.get('--lang');
          const ways = ['--image', '--image-url', '--default'].filter((k) => opt.has(k));
          if (!language || ways.length !== 1)
            throw new OpsError(`Name the language and one of --image, --image-url or --default.\n  ${USAGE}`);
          const file = opt.get('--image');
          const image = file === undefined ? (opt.get('--image-url') ?? null) : (await uploaded(input, file)).url;
          const saved = await ops.setPicture(tenant, id(), language, image, now);
          return `${image === null ? 'Default picture again for' : `Picture ${image} for`} ${language} of ${oneLine(saved)}`;
        }
        case 'upload': {
          if (!third) throw new OpsError(`Name the image file.\n  ${USAGE}`);
          const image = await uploaded(input, third);
          return `Uploaded image ${image.id}: ${image.url}`;
        }
        default:
          throw new OpsError(`Usage:\n  ${USAGE}`);
      }
    } catch (error) {
      if (error instanceof ApiError) throw new OpsError(error.message);
      throw error;
    }
  },
};
