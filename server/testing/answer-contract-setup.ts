import { afterEach, vi } from "vitest";
import type { AppOptions } from "../app";
import type { Breach } from "./answer-contract";

// Every app the API suite builds checks its answers against its own OpenAPI
// document; a test whose requests got an undocumented answer fails.
const { breaches } = vi.hoisted(() => ({ breaches: [] as Breach[] }));

vi.mock("../app", async (importOriginal) => {
  const original = await importOriginal<typeof import("../app")>();
  const { checkAnswersAgainstDocument } = await import("./answer-contract");
  return {
    ...original,
    buildApp: (options: AppOptions) => {
      const app = original.buildApp(options);
      checkAnswersAgainstDocument(app, breaches);
      return app;
    },
  };
});

afterEach(() => {
  const found = breaches.splice(0);
  if (found.length > 0) {
    const lines = found.map(
      ({ operation, status, problem }) => `${operation} ${status}: ${problem}`,
    );
    throw new Error(
      `Answers the OpenAPI document does not describe:\n${lines.join("\n")}`,
    );
  }
});
