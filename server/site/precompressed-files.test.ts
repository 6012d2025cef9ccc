import {
  brotliCompressSync,
  brotliDecompressSync,
  gunzipSync,
  gzipSync,
} from "node:zlib";
import { serveTestApp } from "../testing/fake-app";
import { FAKE_FILES } from "../testing/fake-build";

// The build writes file.br and file.gz beside each text file
// (gatsby/precompress.ts). Here each copy holds its own words, so a test
// knows which file was sent, and that nothing was compressed again.
const SCRIPT = "app-0123456789abcdef0123.js";
const PAGE = "faq/index.html";
const served = serveTestApp(
  {},
  {},
  {
    ...FAKE_FILES,
    [`${SCRIPT}.br`]: brotliCompressSync("the .br copy"),
    [`${SCRIPT}.gz`]: gzipSync("the .gz copy"),
    [`${PAGE}.br`]: brotliCompressSync("the page's .br copy"),
  },
);

const get = (url: string, encoding?: string) =>
  served.app().inject({
    url,
    headers: encoding ? { "accept-encoding": encoding } : {},
  });

describe("files compressed at build time", () => {
  it("are sent as they are to a browser that accepts brotli", async () => {
    const response = await get(`/${SCRIPT}`, "gzip, deflate, br");
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(
      /^application\/javascript|^text\/javascript/,
    );
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(
      "the .br copy",
    );
  });

  it("give gzip to a client that accepts only gzip", async () => {
    const response = await get(`/${SCRIPT}`, "gzip");
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(response.rawPayload).toString()).toBe("the .gz copy");
  });

  it("leave the plain file to a client that accepts no encoding", async () => {
    const response = await get(`/${SCRIPT}`);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toBe(FAKE_FILES[SCRIPT]);
  });

  it("keep a page's own headers", async () => {
    const plain = await get("/faq");
    const response = await get("/faq", "br");
    expect(response.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(
      "the page's .br copy",
    );
    expect(response.headers["content-type"]).toBe(
      plain.headers["content-type"],
    );
    expect(response.headers["cache-control"]).toBe(
      plain.headers["cache-control"],
    );
    expect(response.headers["content-security-policy"]).toBe(
      plain.headers["content-security-policy"],
    );
  });
});
