import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { createFakeBuild } from "./fake-build";

/**
 * Registers test hooks that serve a fake build for the file's tests and tear it
 * down after; the returned getter gives the ready app.
 */
export function serveFakeBuild(): () => FastifyInstance {
  let app: FastifyInstance | undefined;
  let remove = () => {};

  beforeAll(async () => {
    const build = createFakeBuild();
    remove = build.remove;
    app = buildApp({
      publicDir: build.publicDir,
      redirectsFile: build.redirectsFile,
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    remove();
  });

  return () => {
    if (!app) throw new Error("The fake app is ready only inside tests.");
    return app;
  };
}
