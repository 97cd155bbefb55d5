/** Stable error codes of the game calls, with HTTP status and English message (client maps to Lingui). */
export const GAME_ERRORS = {
  'game.not.found': { status: 404, message: 'This game does not exist or is not available on this site' },
  'game.vendor.unknown': { status: 404, message: 'This game provider is not available on this site' },
  /** spec §4: free play only for member types 0, 1, 2 */
  free_reject: { status: 403, message: 'Free play is only available to member types 0, 1 and 2' },
  'game.free.unsupported': { status: 400, message: 'This game has no free-play version' },
  /** the lottery vendor's results call did not answer (the lobby's opened numbers) */
  'game.vendor.unavailable': { status: 502, message: 'The game provider is not answering; try again shortly' },
} as const satisfies Record<string, { status: number; message: string }>;
