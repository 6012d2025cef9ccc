// Run after `npm install`: the registry this project installs from lacks some
// other platforms' prebuilt binaries (e.g. @unrs/resolver-binding-darwin-arm64),
// so npm leaves them out of package-lock.json and `npm ci` then refuses the lock.
// This adds each missing optional platform package as an entry with the os/cpu
// its name states, which npm ci skips on non-matching machines without fetching.
import fs from "node:fs";

const LOCK = new URL("../package-lock.json", import.meta.url);
const OS = ["darwin", "linux", "win32", "android", "freebsd", "openharmony"];
const CPU = {
  arm64: "arm64",
  "arm-eabi": "arm",
  "arm-gnueabihf": "arm",
  "arm-musleabihf": "arm",
  arm: "arm",
  x64: "x64",
  ia32: "ia32",
  loong64: "loong64",
  ppc64: "ppc64",
  riscv64: "riscv64",
  s390x: "s390x",
};

/** os, cpu and libc from a name like resolver-binding-linux-arm-musleabihf. */
export function platformOf(name) {
  const base = name.split("/").pop();
  const os = OS.find((candidate) => base.includes(`-${candidate}-`));
  if (!os) return null;
  const rest = base.slice(base.indexOf(`-${os}-`) + os.length + 2);
  const cpuKey = Object.keys(CPU).find(
    (key) => rest === key || rest.startsWith(`${key}-`),
  );
  if (!cpuKey) return null;
  const entry = { os: [os], cpu: [CPU[cpuKey]] };
  if (rest.endsWith("-musl") || rest.endsWith("musleabihf"))
    entry.libc = ["musl"];
  else if (rest.endsWith("-gnu") || rest.endsWith("gnueabihf"))
    entry.libc = ["glibc"];
  return entry;
}

const lock = JSON.parse(fs.readFileSync(LOCK, "utf8"));
const added = [];
for (const meta of Object.values(lock.packages)) {
  for (const [name, version] of Object.entries(
    meta.optionalDependencies ?? {},
  )) {
    const key = `node_modules/${name}`;
    const platform = platformOf(name);
    if (lock.packages[key] || !platform) continue;
    lock.packages[key] = { version, optional: true, ...platform };
    added.push(`${name}@${version}`);
  }
}
fs.writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length ? `stubbed:\n  ${added.join("\n  ")}` : "nothing to stub",
);
