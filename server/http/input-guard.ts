/**
 * Defence in depth under the contracts: before any handler, the query, route params and parsed
 * body are walked once. A string with a control character (NUL included, which PostgreSQL text
 * cannot hold; tab and line breaks are allowed for multi-line text), nesting deeper than 32 levels,
 * or more than 10,000 values is a 400 `request.invalid` envelope, so no route ever sees them.
 * The contracts refuse control characters field by field (`src/contracts/validation/text.ts`).
 */
import type { FastifyInstance } from 'fastify';
import { hasControlChar } from '../../src/contracts/validation/text';
import { ApiError } from './api-error';

const MAX_DEPTH = 32;
const MAX_VALUES = 10_000;

function hasAnyKey(value: object): boolean {
  for (const _ in value) return true;
  return false;
}

/** The problem with an input value, or null when it is fine. Iterative: deep input cannot overflow the stack. */
export function inputProblem(input: unknown): string | null {
  // most requests carry no query, no route params or no body: nothing to walk, nothing to allocate
  if (input === undefined || input === null || (typeof input === 'object' && !hasAnyKey(input))) return null;
  const stack: { value: unknown; depth: number; path: string }[] = [{ value: input, depth: 0, path: '' }];
  let seen = 0;
  while (stack.length > 0) {
    const { value, depth, path } = stack.pop() as { value: unknown; depth: number; path: string };
    if (++seen > MAX_VALUES) return 'too many values';
    if (typeof value === 'string') {
      if (hasControlChar(value, true)) return `${path || 'value'}: control characters are not accepted`;
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_DEPTH) return `nested deeper than ${MAX_DEPTH} levels`;
    for (const [key, child] of Object.entries(value)) {
      if (hasControlChar(key)) return 'a field name holds control characters';
      stack.push({ value: child, depth: depth + 1, path: path ? `${path}.${key}` : key });
    }
  }
  return null;
}

export function assertCleanInput(input: unknown, what: string): void {
  const problem = inputProblem(input);
  if (problem) throw new ApiError('request.invalid', { message: `Invalid ${what}: ${problem}` });
}

export function registerInputGuard(app: FastifyInstance): void {
  // a callback hook, not an async one: it runs on every request, and clean input needs no promise
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      assertCleanInput(request.query, 'query');
      assertCleanInput(request.params, 'path');
      assertCleanInput(request.body, 'body');
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}
