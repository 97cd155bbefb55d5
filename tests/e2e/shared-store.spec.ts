/**
 * Host and remotes share one jotai store (and one kernel): the kernel's `storeId` seen by the shell
 * must be the one a remote sees. Needs a hook from the client to read both sides.
 */
import { test } from './support/fixtures';

test.fixme('host and a remote use one jotai store', async () => {
  // Waiting for the client's hook exposing the kernel storeId on the shell and inside a remote.
});
