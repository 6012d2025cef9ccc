/**
 * Writes the site's icon set into static/ from static/favicon.svg, once;
 * the outputs are committed. Run again after changing the SVG or the brand
 * colour: `npm run icons`.
 *   favicon.ico           16 and 32 px (PNG inside an ICO container)
 *   apple-touch-icon.png  180 px, opaque (iOS paints transparency black)
 *   icon-192.png, icon-512.png  for the web manifest
 *   manifest.webmanifest  name, icons, colours from src/styles/tokens.css
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import site from "../content/site.json";

const root = path.resolve(__dirname, "..");
const staticDir = path.join(root, "static");
const svg = readFileSync(path.join(staticDir, "favicon.svg"));

function token(name: string): string {
  const css = readFileSync(path.join(root, "src/styles/tokens.css"), "utf8");
  const value = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(css);
  if (!value?.[1]) throw new Error(`tokens.css has no --${name} colour`);
  return value[1];
}

const png = (size: number, background?: string) => {
  const image = sharp(svg, { density: 72 * (size / 32) }).resize(size, size);
  return (background ? image.flatten({ background }) : image)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
};

/** An ICO file holding PNG images (supported by every current browser). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0);
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ data }) => data)]);
}

async function main() {
  const write = (name: string, data: Buffer | string) => {
    writeFileSync(path.join(staticDir, name), data);
    console.log(`static/${name}: ${Buffer.byteLength(data)} bytes`);
  };
  write(
    "favicon.ico",
    ico([
      { size: 16, data: await png(16) },
      { size: 32, data: await png(32) },
    ]),
  );
  write("apple-touch-icon.png", await png(180, token("color-surface")));
  write("icon-192.png", await png(192));
  write("icon-512.png", await png(512));
  const manifest = {
    name: site.name,
    short_name: site.shortName,
    start_url: "/",
    display: "standalone",
    theme_color: token("color-brand"),
    background_color: token("color-surface"),
    icons: [
      { src: "/favicon.svg", type: "image/svg+xml", sizes: "any" },
      { src: "/icon-192.png", type: "image/png", sizes: "192x192" },
      { src: "/icon-512.png", type: "image/png", sizes: "512x512" },
    ],
  };
  write("manifest.webmanifest", `${JSON.stringify(manifest, null, 2)}\n`);
}

void main();
