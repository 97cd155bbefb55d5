/**
 * Runs an operator action for the HTTP API: an `OpsError` (the CLI's "you asked for something
 * wrong") becomes a 4xx envelope. `notFound` tells which of those messages mean "no such thing"
 * (404 `request.not.found`); the rest are `request.invalid`.
 */
import { ApiError } from '../../http/api-error';
import { OpsError } from '../../ops/actions';

export async function asApi<T>(fn: () => Promise<T>, notFound?: RegExp): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof OpsError)
      throw new ApiError(notFound?.test(error.message) ? 'request.not.found' : 'request.invalid', { message: error.message });
    throw error;
  }
}
