// `npm run netlify-toml`: writes netlify.toml from gatsby/netlify-config.ts.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { netlifyConfig, netlifyToml } from "../gatsby/netlify-config";

void netlifyConfig().then((config) => {
  const file = path.resolve(__dirname, "..", "netlify.toml");
  writeFileSync(file, netlifyToml(config));
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
});
