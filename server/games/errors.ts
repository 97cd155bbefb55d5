/** A game call's failure: an ApiError with the status and default message of GAME_ERRORS. */
import { GAME_ERRORS, type GameErrorCode } from '../../src/contracts/games/errors';
import { ApiError } from '../http/api-error';

export class GameError extends ApiError {
  override readonly name = 'GameError';
  constructor(code: GameErrorCode, message?: string) {
    super(code, message ?? GAME_ERRORS[code].message, GAME_ERRORS[code].status);
  }
}
