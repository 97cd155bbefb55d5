#!/usr/bin/env node
// Fills the msgstr of a console catalog from a JSON table { msgid: msgstr } (empty msgstr only):
//   node console/scripts/fill-po.mjs console/src/locales/zh/messages.po table.json
import { readFileSync, writeFileSync } from 'node:fs';

const [poFile, tableFile] = process.argv.slice(2);
if (!poFile || !tableFile) {
  console.error('usage: fill-po.mjs <messages.po> <table.json>');
  process.exit(2);
}
const table = JSON.parse(readFileSync(tableFile, 'utf8'));
const lines = readFileSync(poFile, 'utf8').split('\n');
let filled = 0;
for (let i = 0; i < lines.length - 1; i++) {
  const id = /^msgid "(.*)"$/.exec(lines[i]);
  if (!id || lines[i + 1] !== 'msgstr ""' || id[1] === '') continue;
  const key = JSON.parse(`"${id[1]}"`);
  if (table[key] === undefined) continue;
  lines[i + 1] = `msgstr ${JSON.stringify(table[key])}`;
  filled++;
}
writeFileSync(poFile, lines.join('\n'));
const missing = lines.filter((l, i) => /^msgid ".+"$/.test(l) && lines[i + 1] === 'msgstr ""').length;
console.log(`${poFile}: ${filled} filled, ${missing} still empty`);
if (missing > 0) process.exitCode = 1;
