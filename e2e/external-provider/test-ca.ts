import { execFileSync } from "node:child_process";
import { createHash, X509Certificate } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export interface TestCa {
  dir: string;
  /** The certificate authority, for NODE_EXTRA_CA_CERTS. */
  caFile: string;
  /** The server's key and certificate (localhost, 127.0.0.1), signed by it. */
  keyFile: string;
  certFile: string;
  /** SHA-256 of the server's public key, for Chromium's SPKI allow-list. */
  spkiHash: string;
}

function openssl(args: string[], cwd: string): void {
  try {
    execFileSync("openssl", args, { cwd, stdio: "pipe" });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `openssl could not make the test's certificates (${reason}). ` +
        "Install it with: sudo apt-get install -y openssl",
    );
  }
}

/** A throwaway certificate authority and a server certificate it signs, for one test run. */
export function makeTestCa(): TestCa {
  const dir = mkdtempSync(path.join(os.tmpdir(), "northfare-ca-"));
  const ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1"];
  openssl(
    [
      "req",
      "-x509",
      ...ec,
      "-nodes",
      "-days",
      "2",
      "-keyout",
      "ca.key",
      "-out",
      "ca.pem",
      "-subj",
      "/CN=Northfare test CA",
      "-addext",
      "basicConstraints=critical,CA:TRUE",
      "-addext",
      "keyUsage=critical,keyCertSign,cRLSign",
    ],
    dir,
  );
  openssl(
    [
      "req",
      ...ec,
      "-nodes",
      "-keyout",
      "server.key",
      "-out",
      "server.csr",
      "-subj",
      "/CN=localhost",
    ],
    dir,
  );
  writeFileSync(
    path.join(dir, "server.ext"),
    [
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
      "basicConstraints=CA:FALSE",
      "keyUsage=critical,digitalSignature",
      "extendedKeyUsage=serverAuth",
    ].join("\n"),
  );
  openssl(
    [
      "x509",
      "-req",
      "-in",
      "server.csr",
      "-CA",
      "ca.pem",
      "-CAkey",
      "ca.key",
      "-CAcreateserial",
      "-days",
      "2",
      "-out",
      "server.pem",
      "-extfile",
      "server.ext",
    ],
    dir,
  );
  const certFile = path.join(dir, "server.pem");
  const spki = new X509Certificate(readFileSync(certFile)).publicKey.export({
    type: "spki",
    format: "der",
  });
  return {
    dir,
    caFile: path.join(dir, "ca.pem"),
    keyFile: path.join(dir, "server.key"),
    certFile,
    spkiHash: createHash("sha256").update(spki).digest("base64"),
  };
}
