import Fastify, { type FastifyReply } from "fastify";
import swagger from "@fastify/swagger";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import { z } from "zod";
import { serveTestApp } from "./testing/fake-app";
import {
  checkAnswersAgainstDocument,
  type Breach,
} from "./testing/answer-contract";
import { dataAnswer, messageAnswer } from "./platform/http/message";
import { declaringRetryAfter } from "./platform/http/retry-after";

type Operation = {
  security?: unknown;
  parameters?: { in: string; name: string }[];
  responses: Record<
    string,
    {
      content?: Record<string, { schema: { required?: string[] } }>;
      headers?: Record<string, unknown>;
    }
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

  it("declares Retry-After on every 503, on 429 where rate limited, and on 409 under an Idempotency-Key", async () => {
    const all = await operations();
    const missing: string[] = [];
    const keyed: string[] = [];
    for (const [name, operation] of all) {
      const keyHeader = operation.parameters?.some(
        (parameter) =>
          parameter.in === "header" && parameter.name === "idempotency-key",
      );
      if (keyHeader) keyed.push(name);
      const statuses = ["503"];
      if (operation.responses["429"]) statuses.push("429");
      if (keyHeader) statuses.push("409");
      for (const status of statuses) {
        if (!operation.responses[status]?.headers?.["Retry-After"])
          missing.push(`${name} ${status}`);
      }
    }
    expect(keyed.sort()).toEqual(["POST /order", "POST /point/redeem"]);
    expect(missing).toEqual([]);
    const rateLimited = all.filter(([, op]) => op.responses["429"]);
    expect(rateLimited.map(([name]) => name)).toContain(
      "GET /user-session/sso-login",
    );
    // Only where it is sent: a read without a limit has no 429 to declare it on.
    const [, health] = all.find(([name]) => name === "GET /health") ?? [];
    expect(health?.responses["200"]?.headers).toBeUndefined();
    expect(health?.responses["429"]).toBeUndefined();
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
        transform: declaringRetryAfter(jsonSchemaTransform),
      });
      const routes = api.withTypeProvider<ZodTypeProvider>();
      const schema = {
        response: {
          200: dataAnswer(z.object({ id: z.string() })),
          409: messageAnswer,
          503: messageAnswer,
        },
      };
      const waitAnswer =
        (status: number) => async (_request: unknown, reply: FastifyReply) =>
          reply
            .code(status)
            .header("retry-after", "5")
            .send({ message: "Later." });
      // Bodies sent as prepared text skip the serializer, as cached answers do.
      api.get("/extra-field", { schema }, async (_request, reply) =>
        reply.type("application/json").send('{"data":{"id":"a","secret":"b"}}'),
      );
      api.get("/teapot", { schema }, async (_request, reply) =>
        (reply as FastifyReply).code(418).send({ data: { id: "a" } }),
      );
      routes.get("/fine", { schema }, async () => ({ data: { id: "a" } }));
      api.get("/unavailable", { schema }, waitAnswer(503));
      api.get("/conflict", { schema }, waitAnswer(409));
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

  it("records a Retry-After the document does not declare on that status", async () => {
    // This route has no Idempotency-Key: its 409 declares no Retry-After.
    await app.inject({ url: "/api/conflict" });
    expect(breaches).toEqual([
      {
        operation: "GET /conflict",
        status: 409,
        problem: "a Retry-After header the document does not declare",
      },
    ]);
  });

  it("records nothing for a 503 with Retry-After, declared on every 503", async () => {
    const response = await app.inject({ url: "/api/unavailable" });
    expect(response.headers["retry-after"]).toBe("5");
    expect(breaches).toEqual([]);
  });

  it("records nothing for an answer as declared", async () => {
    const response = await app.inject({ url: "/api/fine" });
    expect(response.json()).toEqual({ data: { id: "a" } });
    expect(breaches).toEqual([]);
  });
});
