/** The fairness check page: recompute a round from its revealed server seed, client seed and nonce. */
import { api, h } from './dom.js';
import { setLanguage, t } from './i18n.js';

const params = new URLSearchParams(location.search);
await setLanguage(params.get('lang') ?? navigator.language);
const LABELS = { engine: t('engine'), serverSeed: t('serverSeed'), clientSeed: t('clientSeed'), nonce: t('nonce') };
const field = (name: keyof typeof LABELS) =>
  h('input', { name, 'aria-label': LABELS[name], placeholder: LABELS[name], value: params.get(name) ?? '' }) as HTMLInputElement;
const fields = (['engine', 'serverSeed', 'clientSeed', 'nonce'] as const).map(field);
const out = h('pre', { class: 'muted', role: 'status', 'data-testid': 'verify-result' });

async function check(): Promise<void> {
  const [engine, serverSeed, clientSeed, nonce] = fields.map((f) => f.value.trim());
  const res = await api<{ serverSeedHash: string; multiplier: number; view: unknown }>('/vendors/api/verify', {
    engine,
    serverSeed,
    clientSeed,
    nonce: Number(nonce),
    options: JSON.parse(params.get('options') ?? '{}'),
  });
  out.textContent = res.value
    ? `${t('seedHash')}: ${res.value.serverSeedHash}\n×${res.value.multiplier}\n${JSON.stringify(res.value.view)}`
    : res.message;
}

document
  .getElementById('app')
  ?.replaceChildren(
    h('h1', {}, t('fairnessCheck')),
    ...fields,
    h('button', { type: 'button', class: 'primary', onclick: () => check() }, t('verify')),
    out,
  );
