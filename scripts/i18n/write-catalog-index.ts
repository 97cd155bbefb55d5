/** Part of `npm run i18n:compile`: writes the catalog index files (scripts/i18n/catalog-index.ts). */
import { readFileSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOG_LANGUAGES_FILE, catalogIndexFiles } from './catalog-index';
import { LANGUAGE_CODES } from '../../src/contracts/language-table';
import { missingMessages, ROOT, totalMissing } from './catalog-state';

for (const [file, content] of catalogIndexFiles()) {
  const path = join(ROOT, file);
  if (existsSync(path) && readFileSync(path, 'utf8') === content) continue;
  writeFileSync(path, content);
  console.log(`wrote ${file}`);
}
const incomplete = LANGUAGE_CODES.map((lang) => [lang, totalMissing(missingMessages(lang))] as const).filter(([, n]) => n > 0);
console.log(
  `${CATALOG_LANGUAGES_FILE}: ${LANGUAGE_CODES.length - incomplete.length} complete languages` +
    (incomplete.length ? `; not offered (messages missing): ${incomplete.map(([l, n]) => `${l} ${n}`).join(', ')}` : ''),
);
