/**
 * The attack inputs of the fuzz test (docs/security.md): for a route's fields, every kind of bad
 * value an outside attacker sends. Each case says whether the server must refuse it (4xx) whatever
 * the route: control characters and deep nesting are refused before any handler runs.
 */
export type FuzzCase = {
  name: string;
  /** field values (null: send no input at all) */
  fields: Record<string, unknown> | null;
  /** a raw JSON text to send instead of `fields` (prototype pollution) */
  rawJson?: string;
  mustRefuse: boolean;
};

const deep = (levels: number): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < levels; i++) value = [value];
  return value;
};

const allFields = (fields: readonly string[], value: unknown) => Object.fromEntries(fields.map((f) => [f, value]));

export function fuzzCases(fields: readonly string[]): FuzzCase[] {
  const cases: FuzzCase[] = [
    { name: 'missing input', fields: null, mustRefuse: false },
    { name: 'empty object', fields: {}, mustRefuse: false },
  ];
  for (const [name, value] of [
    ['number', 12345],
    ['negative', -1],
    ['float', 1.5e308],
    ['boolean', true],
    ['null', null],
    ['array', ['a', 'b']],
    ['object', { a: 1 }],
  ] as const) {
    cases.push({ name: `wrong type: ${name}`, fields: allFields(fields, value), mustRefuse: false });
  }
  cases.push({ name: 'oversize strings (100,000 characters)', fields: allFields(fields, 'a'.repeat(100_000)), mustRefuse: false });
  cases.push({ name: 'deep nesting (1,000 levels)', fields: allFields(fields, deep(1000)), mustRefuse: true });
  for (const [name, value] of [
    ['NUL', 'a\u0000b'],
    ['escape', '\u001b[31mred'],
    ['DEL', 'x\u007f'],
    ['C1', 'x\u0085y'],
  ] as const) {
    cases.push({ name: `control character: ${name}`, fields: allFields(fields, value), mustRefuse: true });
  }
  cases.push({
    name: 'prototype pollution: __proto__',
    fields: null,
    rawJson: `{"__proto__":{"polluted":"yes"},${fields.map((f) => `"${f}":"x"`).join(',')}}`.replace(',}', '}'),
    mustRefuse: true,
  });
  cases.push({
    name: 'prototype pollution: constructor.prototype',
    fields: null,
    rawJson: '{"constructor":{"prototype":{"polluted":"yes"}}}',
    mustRefuse: true,
  });
  for (const [name, value] of [
    ['quote', "' OR '1'='1' --"],
    ['stacked', '1; DROP TABLE members; --'],
    ['union', "x' UNION SELECT password_hash FROM members --"],
  ] as const) {
    cases.push({ name: `SQL injection: ${name}`, fields: allFields(fields, value), mustRefuse: false });
  }
  for (const [name, value] of [
    ['dots', '../../../../etc/passwd'],
    ['encoded', '..%2f..%2f..%2fetc%2fpasswd'],
    ['windows', '..\\..\\windows\\win.ini'],
  ] as const) {
    cases.push({ name: `path traversal: ${name}`, fields: allFields(fields, value), mustRefuse: false });
  }
  cases.push({ name: 'markup', fields: allFields(fields, '<img src=x onerror=alert(1)><script>alert(1)</script>'), mustRefuse: false });
  const ids = fields.filter(isIdField);
  if (ids.length) {
    for (const [name, literal] of ID_ATTACKS) {
      cases.push({
        name: `id out of range: ${name}`,
        fields: null,
        rawJson: `{${ids.map((f) => `"${f}":${literal}`).join(',')}}`,
        mustRefuse: false,
      });
      cases.push({ name: `id out of range: ${name} as text`, fields: allFields(ids, literal), mustRefuse: false });
    }
  }
  return cases;
}

/**
 * Numeric ids no row can have, as JSON number literals: 2^63 is past PostgreSQL's bigint
 * (it refused the query: a 500), 2^53 + 1 is past what a JSON number carries exactly. Each must be
 * a 4xx envelope wherever an id is read.
 */
export const ID_ATTACKS: readonly (readonly [name: string, literal: string])[] = [
  ['2^63', '9223372036854775808'],
  ['2^53 + 1', '9007199254740993'],
  ['-1', '-1'],
];

/** A field that carries a numeric row id (`id`, `orderId`, `bankCardId`, `categoryIds`, ...). */
export function isIdField(name: string): boolean {
  return (
    /^(id|ids|upTo|after)$|[a-z]Ids?$/.test(name) &&
    !/^(request|module|captcha|mission|label|question|transaction|round|session|game)Ids?$/i.test(name)
  );
}

/** Values put into route parameters (`:tenant`, `:id`, ...). */
export const PARAM_ATTACKS = [
  '..%2F..%2Fetc%2Fpasswd',
  "x'%20OR%201%3D1",
  '%00',
  '__proto__',
  'a'.repeat(300),
  ...ID_ATTACKS.map(([, literal]) => literal),
];
