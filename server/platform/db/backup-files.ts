import fs from "node:fs";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { LOCK_FILE } from "./data-dir-lock";

/**
 * Backups live beside the data folder, in `backups/` (DATA_DIR=.data:
 * ./backups/data-2025-01-31T09-30-00-000Z.tar.gz): never inside the folder
 * the next dump copies, and still there when a damaged folder is moved away.
 */
export function backupsFolder(dataDir: string): string {
  return path.join(path.dirname(dataDir), "backups");
}

const prefix = (dataDir: string) =>
  `${path.basename(dataDir).replace(/^\.+/, "") || "data"}-`;

export function defaultBackupFile(dataDir: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  return path.join(backupsFolder(dataDir), `${prefix(dataDir)}${stamp}.tar.gz`);
}

/** The newest default-named backup of this folder, if any. */
export function newestBackup(dataDir: string): string | undefined {
  const folder = backupsFolder(dataDir);
  let names: string[];
  try {
    names = fs.readdirSync(folder);
  } catch {
    return undefined;
  }
  const newest = names
    .filter(
      (name) => name.startsWith(prefix(dataDir)) && name.endsWith(".tar.gz"),
    )
    .sort()
    .at(-1);
  return newest && path.join(folder, newest);
}

/** The running server's files, never part of a database's copy. */
const isServerFile = (name: string) =>
  name === LOCK_FILE || name.startsWith(`${LOCK_FILE}.`);

const BLOCK = 512;
const text = (block: Uint8Array, start: number, length: number) =>
  Buffer.from(block.subarray(start, start + length))
    .toString("latin1")
    .replace(/\0.*$/s, "");

/**
 * The entries of an uncompressed tarball (PGlite's ustar) minus the server's
 * own files: the lock of the server that made it (restored, it would claim
 * the new folder for that server). Answers the kept tarball and the
 * top-level names in it.
 */
export function withoutServerFiles(tar: Uint8Array): {
  tar: Buffer<ArrayBuffer>;
  names: Set<string>;
} {
  const kept: Uint8Array[] = [];
  const names = new Set<string>();
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const name = [text(header, 345, 155), text(header, 0, 100)]
      .filter(Boolean)
      .join("/")
      .replace(/^[./]+/, "");
    const size = parseInt(text(header, 124, 12).trim() || "0", 8);
    const end = offset + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    const top = name.split("/")[0] ?? "";
    if (!isServerFile(top)) {
      kept.push(tar.subarray(offset, end));
      names.add(top);
    }
    offset = end;
  }
  kept.push(new Uint8Array(2 * BLOCK));
  return { tar: Buffer.concat(kept), names };
}

/** A backup file's bytes from a dump: the server's files left out, gzipped. */
export const packBackup = (dump: Uint8Array): Uint8Array =>
  gzipSync(withoutServerFiles(dump).tar);

/** The database's tarball in a backup file; a plain sentence when it is none. */
export function unpackBackup(
  file: string,
  bytes: Uint8Array,
): Buffer<ArrayBuffer> {
  let tar: Buffer;
  try {
    tar = gunzipSync(bytes);
  } catch {
    throw new Error(
      `${file} is not a Northfare backup: it is not a gzip file.`,
    );
  }
  const unpacked = withoutServerFiles(tar);
  if (!unpacked.names.has("PG_VERSION")) {
    throw new Error(
      `${file} is not a Northfare backup: it holds no database folder (no PG_VERSION).`,
    );
  }
  return unpacked.tar;
}

/** Writes the file whole or not at all, readable by its owner only. */
export function writeBackupFile(file: string, bytes: Uint8Array): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, bytes, { mode: 0o600 });
  fs.renameSync(partial, file);
}
