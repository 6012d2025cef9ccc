// `npm run mock-fare-world`: writes
// src/services/search/mock-fare-world.ts, the airports and airline names mock
// mode's demo fares need (scripts/mock-fare-world.ts).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { format } from "prettier";
import { mockCarrierNames, mockWorldPlaces } from "./mock-fare-world";

const file = path.resolve(
  __dirname,
  "..",
  "src/services/search/mock-fare-world.ts",
);

/**
 * A number as a literal ESLint's no-loss-of-precision reads back: the
 * shortest exact form, or all 17 digits where that rule misjudges it (it
 * rounds the value to the literal's digits: 70.78579711914062 → …063).
 */
function numberLiteral(value: number): string {
  const shortest = String(value);
  const digits = shortest.replace(/[-.]/g, "").replace(/^0+/, "").length;
  return value.toPrecision(digits) === shortest
    ? shortest
    : value.toPrecision(17);
}

/** Data as a TypeScript literal. */
const literal = (data: unknown) =>
  JSON.stringify(data, (_key, value: unknown) =>
    typeof value === "number" ? `#number:${numberLiteral(value)}` : value,
  ).replace(/"#number:([^"]+)"/g, "$1");

const source = `// Written by \`node --import tsx scripts/write-mock-fare-world.ts\` from the
// server's airport places and airline names (scripts/mock-fare-world.ts): do
// not edit. Mock mode's airports and the demo carriers' hubs, so that mock
// mode's fares are the API's demo fares without the airport data packages.
import type { AirportPlace } from "../../../domain/airports/airport-place";
import type { DemoWorld } from "../../../domain/fares/demo/demo-world";

const PLACES: AirportPlace[] = ${literal(mockWorldPlaces())};

const CARRIER_NAMES: Record<string, string> = ${literal(mockCarrierNames())};

export const MOCK_FARE_WORLD: DemoWorld = {
  places: new Map(PLACES.map((place) => [place.iata, place])),
  carrierNames: new Map(Object.entries(CARRIER_NAMES)),
};
`;

format(source, { parser: "typescript" })
  .then((formatted) => {
    writeFileSync(file, formatted);
    console.log(`Wrote ${path.relative(process.cwd(), file)}`);
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
