import Fastify, { type FastifyReply } from "fastify";
import swagger from "@fastify/swagger";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import { z } from "zod";
import { serveTestApp } from "../testing/fake-app";
import {
  checkAnswersAgainstDocument,
  type Breach,
} from "../testing/answer-contract";
import { dataAnswer } from "./message";

type Operation = {
  security?: unknown;
  responses: Record<
    string,
    { content?: Record<string, { schema: { required?: string[] } }> }
  >;
};

const served = serveTestApp();

async function operations(): Promise<[string, Operation][]> {
  const response = await served.app().inject({ url: "/api/docs" });
  const paths: Record<string, Record<string, Operation>> = response.json()
    .paths;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]): [string, Operation] => [
      `${method.toUpperCase()} ${path}`,
      operation,
    ]),
  );
}

describe("the OpenAPI document", () => {
  it("declares, for every operation, each failure it can send as { message }", async () => {
    const all = await operations();
    expect(all.length).toBeGreaterThanOrEqual(16);
    const missing: string[] = [];
    for (const [name, operation] of all) {
      const expected = ["500", "503"];
      if (/^(POST|PATCH|DELETE) /.test(name))
        expected.push("400", "403", "413", "415");
      if (operation.security) expected.push("401");
      for (const status of expected) {
        const schema =
          operation.responses[status]?.content?.["application/json"]?.schema;
        if (!schema?.required?.includes("message"))
          missing.push(`${name} ${status}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("declares a body for every success that has one", async () => {
    const bare = (await operations()).flatMap(([name, operation]) =>
      Object.entries(operation.responses)
        .filter(([status]) => /^2/.test(status) && status !== "204")
        .filter(([, answer]) => !answer.content?.["application/json"]?.schema)
        .map(([status]) => `${name} ${status}`),
    );
    expect(bare).toEqual([]);
  });
});

describe("the answer check the API suite runs", () => {
  const breaches: Breach[] = [];
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  checkAnswersAgainstDocument(app, breaches);
  app.register(
    async (api) => {
      await api.register(swagger, {
        openapi: {
          info: { title: "t", version: "1" },
          servers: [{ url: "/api" }],
        },
        transform: jsonSchemaTransform,
      });
      const routes = api.withTypeProvider<ZodTypeProvider>();
      const schema = {
        response: { 200: dataAnswer(z.object({ id: z.string() })) },
      };
      // Bodies sent as prepared text skip the serializer, as cached answers do.
      api.get("/extra-field", { schema }, async (_request, reply) =>
        reply.type("application/json").send('{"data":{"id":"a","secret":"b"}}'),
      );
      api.get("/teapot", { schema }, async (_request, reply) =>
        (reply as FastifyReply).code(418).send({ data: { id: "a" } }),
      );
      routes.get("/fine", { schema }, async () => ({ data: { id: "a" } }));
    },
    { prefix: "/api" },
  );
  afterAll(() => app.close());
  afterEach(() => {
    breaches.length = 0;
  });

  it("records a field the document does not declare", async () => {
    await app.inject({ url: "/api/extra-field" });
    expect(breaches).toEqual([
      expect.objectContaining({
        operation: "GET /extra-field",
        status: 200,
        problem: expect.stringContaining("additional properties"),
      }),
    ]);
  });

  it("records a status the document does not declare", async () => {
    await app.inject({ url: "/api/teapot" });
    expect(breaches).toEqual([
      {
        operation: "GET /teapot",
        status: 418,
        problem: "the document does not declare this status",
      },
    ]);
  });

  it("records nothing for an answer as declared", async () => {
    const response = await app.inject({ url: "/api/fine" });
    expect(response.json()).toEqual({ data: { id: "a" } });
    expect(breaches).toEqual([]);
  });
});
