/** The kernel's ApiError is the answered failure the areas' error tables read (src/contracts/error-text.ts). */
import { errorMessageOf, isAnswered } from '@contracts/error-text';
import { describe, expect, it } from 'vitest';
import { ApiError, CLIENT_CODES } from './errors';

const TEXTS = { 'area.known': { id: 'area.known', message: 'The area says this' } };
const FALLBACK = { id: 'area.failed', message: 'That did not work' };

describe('ApiError in the error tables', () => {
  it('is an answer: its code finds the area message, else the kernel gives its own', () => {
    expect(isAnswered(new ApiError('area.known', '', 409))).toBe(true);
    expect(errorMessageOf(TEXTS, FALLBACK, new ApiError('area.known', '', 409))).toBe(TEXTS['area.known']);
    const maintenance = new ApiError('system.maintenance', 'down', 503);
    expect(errorMessageOf(TEXTS, FALLBACK, maintenance)).toEqual(maintenance.descriptor);
    expect(errorMessageOf(TEXTS, FALLBACK, new ApiError(CLIENT_CODES.network, 'offline'))).toEqual(
      new ApiError(CLIENT_CODES.network, 'offline').descriptor,
    );
  });
});
