import { firstLine } from "./check-words";
import fs from "node:fs";
import net from "node:net";
import { adminSocketPath } from "./admin-socket-name";
import { packBackup } from "./backup-files";
import type { Database } from "./database";

/**
 * The running server's answer to `npm run backup`: a Unix socket beside
 * DATA_DIR (.data.admin.sock), mode 0600, so only the data's owner on this
 * machine asks (before the chmod, the umask's mode: 022 lets no one else
 * write, which connecting needs). One request a connection: a line
 * `{"command":"backup"}`; the answer is a line `{"bytes":n}` and n bytes of
 * backup, or a line `{"message":…}`.
 */
export interface AdminSocket {
  close(): Promise<void>;
}

export async function listenForBackups(
  dataDir: string,
  database: Database,
): Promise<AdminSocket> {
  const file = adminSocketPath(dataDir);
  // A killed server's socket: ours to replace, as we hold the folder's lock.
  fs.rmSync(file, { force: true });
  const server = net.createServer((socket) => {
    let request = "";
    socket.setEncoding("utf8");
    socket.on("error", () => socket.destroy());
    socket.on("data", (chunk: string) => {
      request += chunk;
      if (!request.includes("\n")) return;
      socket.removeAllListeners("data");
      void answer(request.slice(0, request.indexOf("\n")), socket);
    });
  });
  const answer = async (line: string, socket: net.Socket) => {
    try {
      const { command } = JSON.parse(line) as { command?: string };
      if (command !== "backup") throw new Error(`unknown command ${command}`);
      if (!database.dump) throw new Error("this database makes no dumps");
      const bytes = packBackup(await database.dump());
      socket.write(`${JSON.stringify({ bytes: bytes.length })}\n`);
      socket.end(bytes);
    } catch (error) {
      socket.end(`${JSON.stringify({ message: firstLine(error) })}\n`);
    }
  };
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(file, () => resolve());
  });
  fs.chmodSync(file, 0o600);
  return {
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        fs.rmSync(file, { force: true });
      }),
  };
}

/** Asks the server serving `dataDir` for a backup; answers its bytes. */
export function requestBackup(dataDir: string): Promise<Uint8Array> {
  const file = adminSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(file, () =>
      socket.write(`${JSON.stringify({ command: "backup" })}\n`),
    );
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          `The server serving ${dataDir} does not answer on ${file} (${error.code ?? firstLine(error)}): restart it, or stop it and run npm run backup again.`,
        ),
      ),
    );
    socket.on("end", () => {
      const answer = Buffer.concat(chunks);
      const newline = answer.indexOf(0x0a);
      const header = JSON.parse(
        answer.subarray(0, newline).toString("utf8") || "{}",
      ) as { bytes?: number; message?: string };
      const body = answer.subarray(newline + 1);
      if (header.message) {
        reject(
          new Error(`The server could not make the backup: ${header.message}.`),
        );
      } else if (newline < 0 || body.length !== header.bytes) {
        reject(new Error("The server's backup arrived incomplete; try again."));
      } else {
        resolve(body);
      }
    });
  });
}
