import { generate } from "selfsigned";

export interface LoopbackCertificates {
  /** The CA's certificate (PEM), for NODE_EXTRA_CA_CERTS. */
  caCert: string;
  /** The server's key and certificate, for localhost and 127.0.0.1. */
  key: string;
  cert: string;
}

/**
 * A certificate authority that lives as long as one run, and a server
 * certificate it signed for loopback: the scanner checks TLS as it would
 * on the Internet, trusting only this CA besides the system's.
 */
export async function makeLoopbackCertificates(): Promise<LoopbackCertificates> {
  const day = 24 * 60 * 60 * 1000;
  const notBeforeDate = new Date(Date.now() - day);
  const notAfterDate = new Date(Date.now() + day);
  const ca = await generate(
    [{ name: "commonName", value: "Northfare test CA" }],
    {
      keyType: "ec",
      algorithm: "sha256",
      curve: "P-256",
      notBeforeDate,
      notAfterDate,
      extensions: [
        { name: "basicConstraints", cA: true, critical: true },
        { name: "keyUsage", keyCertSign: true, cRLSign: true, critical: true },
      ],
    },
  );
  const server = await generate([{ name: "commonName", value: "localhost" }], {
    keyType: "ec",
    algorithm: "sha256",
    curve: "P-256",
    notBeforeDate,
    notAfterDate,
    ca: { key: ca.private, cert: ca.cert },
    extensions: [
      { name: "basicConstraints", cA: false },
      { name: "keyUsage", digitalSignature: true, critical: true },
      { name: "extKeyUsage", serverAuth: true },
      {
        name: "subjectAltName",
        altNames: [
          { type: 2, value: "localhost" },
          { type: 7, ip: "127.0.0.1" },
        ],
      },
    ],
  });
  return { caCert: ca.cert, key: server.private, cert: server.cert };
}
