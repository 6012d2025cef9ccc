import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest|ics)$/;
/** Below this, the encoded headers cost about what compression saves. */
const SMALLEST = 1024;

async function filesIn(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {
    recursive: true,
    withFileTypes: true,
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `file.br` (brotli at its best) and `file.gz` (gzip -9) beside each
 * text file of the build, once, so that the server sends compressed bytes
 * without compressing them again on every request (it picks by
 * Accept-Encoding). Answers how many files it compressed.
 */
export async function precompressSite(publicDir: string): Promise<number> {
  const files = (await filesIn(publicDir)).filter((file) =>
    COMPRESSIBLE.test(file),
  );
  let compressed = 0;
  // A few at a time: brotli's best level is slow, and the build has 2 cores.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const content = await fs.readFile(file);
      if (content.length < SMALLEST) continue;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]:
              zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: 9 }),
      ]);
      await Promise.all([
        fs.writeFile(`${file}.br`, br),
        fs.writeFile(`${file}.gz`, gz),
      ]);
      compressed += 1;
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  return compressed;
}
