/** The marker the error plugin returns in place of a remote module that failed to load. */
export type RemoteFailure = { __remoteFailure: true; id: string; message: string };

export function remoteFailure(id: string, error: unknown): RemoteFailure {
  return { __remoteFailure: true, id, message: error instanceof Error ? error.message : String(error) };
}

export function isRemoteFailure(value: unknown): value is RemoteFailure {
  return typeof value === 'object' && value !== null && '__remoteFailure' in value;
}

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    detail: string,
  ) {
    super(`remote ${remote} could not be loaded: ${detail}`);
    this.name = 'RemoteLoadError';
  }
}
