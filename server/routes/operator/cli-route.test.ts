/**
 * `POST /ops/api/cli`: the operator token, the bounds of a forwarded command (argument count, each
 * argument's length, the arguments' bytes, its files' bytes, the whole request's), each refusal naming its limit, and room for an inbox message
 * in all 16 languages at the inbox's own limits.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../src/contracts/languages';
import { INBOX_BODY_MAX, INBOX_TITLE_MAX } from '../../../src/contracts/member/inbox';
import { clock } from '../../clock';
import { CLI_ARG_MAX_CHARS, CLI_ARGS_MAX, CLI_BODY_MAX_BYTES, CLI_FILES_MAX_BYTES, CLI_FORWARD_MAX_BYTES } from '../../ops/forward-limits';
import { fileTestApp } from '../../test/app';

const TOKEN = 'cli-route-operator-token-0123456789';
const t = fileTestApp({ OPERATOR_TOKEN: TOKEN });

const cli = (payload: string | object, token = TOKEN) =>
  t.app.inject({
    method: 'POST',
    url: '/ops/api/cli',
    payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });

/** An inbox send to everyone in every language there is, each title and body at its limit in Khmer (3 UTF-8 bytes a character). */
function sendInEveryLanguage(): string[] {
  const texts = LANGUAGE_CODES.flatMap((l) => [`--title.${l}`, 'ក'.repeat(INBOX_TITLE_MAX), `--body.${l}`, 'ខ'.repeat(INBOX_BODY_MAX)]);
  return ['inbox', 'send', 'royal', '--rank', 'VIP1', '--at', new Date(clock.now().getTime() + 86_400_000).toISOString(), ...texts];
}

describe('POST /ops/api/cli', () => {
  it('needs the operator token', async () => {
    const res = await cli({ argv: ['status', 'royal'] }, 'wrong-token');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/Operator token required/);
  });

  it('runs a command and answers its output', async () => {
    const res = await cli({ argv: ['maintenance', 'royal', 'off'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, value: { output: expect.stringMatching(/status 0/) } });
  });

  it('takes an inbox message in all 16 languages at the inbox limits: the command itself decides', async () => {
    const argv = sendInEveryLanguage();
    expect(argv.length).toBeLessThanOrEqual(CLI_ARGS_MAX);
    const bytes = Buffer.byteLength(JSON.stringify({ argv }));
    expect(bytes).toBeGreaterThan(100_000);
    expect(bytes).toBeLessThanOrEqual(CLI_BODY_MAX_BYTES);
    const res = await cli({ argv });
    expect(res.statusCode).toBe(400);
    // the brand's own rule answers, not the forwarding limits
    expect(res.json().message).toMatch(/^royal does not offer /);
  });

  it('refuses more arguments than the limit, naming it', async () => {
    const res = await cli({ argv: ['status', ...Array.from({ length: CLI_ARGS_MAX }, () => 'x')] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'request.invalid' });
    expect(res.json().message).toContain(`${CLI_ARGS_MAX + 1} arguments; a forwarded command takes at most ${CLI_ARGS_MAX}`);
  });

  it('refuses an argument longer than the limit, naming it and its place', async () => {
    const res = await cli({ argv: ['inbox', 'send', 'royal', '--all', '--title', 'T', '--body', 'b'.repeat(CLI_ARG_MAX_CHARS + 1)] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(`argv.7: an argument of ${CLI_ARG_MAX_CHARS + 1} characters; at most ${CLI_ARG_MAX_CHARS} each`);
  });

  it('refuses a body over its byte limit with a 413 naming the limit', async () => {
    const argv = Array.from({ length: 5 }, () => 'ខ'.repeat(CLI_ARG_MAX_CHARS));
    const res = await cli({ argv });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: 'request.invalid' });
    expect(res.json().message).toContain(`its limit of ${CLI_BODY_MAX_BYTES} bytes`);
  });

  it('refuses files over their bytes together, and a request over the whole limit, with a 413 naming it', async () => {
    const half = Buffer.alloc(CLI_FILES_MAX_BYTES / 2 + 1, 'a').toString('base64');
    const argv = ['help-pages', 'set', 'royal', 'about', '--lang', 'en', '--content-file', 'a.html', '--children-file', 'b.json'];
    const files = await cli({
      argv,
      files: [
        { path: 'a.html', base64: half },
        { path: 'b.json', base64: half },
      ],
    });
    expect(files.statusCode).toBe(413);
    expect(files.json().message).toContain(`${CLI_FILES_MAX_BYTES + 2} bytes together, over their limit of ${CLI_FILES_MAX_BYTES} bytes`);
    const whole = await cli({ argv, files: [{ path: 'a.html', base64: 'a'.repeat(CLI_FORWARD_MAX_BYTES) }] });
    expect(whole.statusCode).toBe(413);
    expect(whole.json().message).toContain(`over the request's limit of ${CLI_FORWARD_MAX_BYTES} bytes with its files`);
  });

  it('refuses a body that is not a command', async () => {
    for (const payload of [{ argv: [] }, { argv: 'status royal' }, { argv: [1, 2] }, {}, '[1']) {
      const res = await cli(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect((await cli({ argv: [] })).json().message).toContain('name a command');
  });
});
