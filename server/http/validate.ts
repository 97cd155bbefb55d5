/** valibot at the boundary: bad input becomes a 400 `request.invalid` naming the field and rule. */
import * as v from 'valibot';
import { ApiError } from './api-error';

export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown, what: string): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const problems = result.issues.map((i) => {
    const path = v.getDotPath(i);
    return path ? `${path}: ${i.message}` : i.message;
  });
  throw new ApiError('request.invalid', { message: `Invalid ${what}: ${problems.join('; ')}` });
}
