import path from "node:path";

/**
 * The running server's local-only socket (admin-socket.ts): beside the data
 * folder, not in it, as PGlite's dump of the folder fails on a socket
 * (ErrnoError 28).
 */
export const adminSocketPath = (dataDir: string) =>
  path.join(path.dirname(dataDir), `${path.basename(dataDir)}.admin.sock`);
