/** Catalog messages of the game error codes (the api client shows `error.descriptor` by code id). */
import { msg } from '@lingui/core/macro';

export const GAME_ERROR_MESSAGES = [
  msg({ id: 'game.not.found', message: 'This game does not exist or is not available on this site' }),
  msg({ id: 'game.vendor.unknown', message: 'This game provider is not available on this site' }),
  msg({ id: 'game.free.unsupported', message: 'This game has no free-play version' }),
];
