import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Ajv, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** An answer the OpenAPI document does not describe. */
export interface Breach {
  operation: string;
  status: number;
  problem: string;
}

interface OpenApiResponse {
  content?: Record<string, { schema?: object }>;
  headers?: Record<string, object>;
}
type OpenApiDocument = {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, OpenApiResponse> }>
  >;
};

const NO_BODY = new Set([204, 302, 304]);

/** "/api/order/:session_id" as the document names it: "/order/{session_id}". */
export const documentPath = (routeUrl: string) =>
  routeUrl.replace(/^\/api/, "").replace(/:(\w+)/g, "{$1}") || "/";

function bodyText(payload: unknown, encoding: unknown): string {
  if (payload === null || payload === undefined) return "";
  if (typeof payload === "string") return payload;
  if (!Buffer.isBuffer(payload)) return "";
  if (encoding === "br") return brotliDecompressSync(payload).toString();
  if (encoding === "gzip") return gunzipSync(payload).toString();
  return payload.toString();
}

/**
 * Checks every answer of the API against the API's own OpenAPI document
 * (GET /api/docs), as a validating proxy would: a status the operation does
 * not declare, a body its declared schema refuses (a missing field, an
 * extra one, a wrong type), or a Retry-After header it does not declare, is
 * added to `breaches`. Routes the document hides (the document itself,
 * unknown paths) are not operations.
 */
export function checkAnswersAgainstDocument(
  app: FastifyInstance,
  breaches: Breach[],
): void {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  const validators = new Map<string, ValidateFunction>();
  let document: OpenApiDocument | undefined;

  const operationOf = (request: FastifyRequest) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith("/api/")) return undefined;
    document ??= request.server.swagger() as unknown as OpenApiDocument;
    const path = documentPath(url);
    const method = request.method.toLowerCase();
    const operation = document.paths[path]?.[method];
    return operation && { name: `${request.method} ${path}`, operation };
  };

  app.addHook("onSend", async (request, reply, payload) => {
    const found = operationOf(request);
    if (!found) return payload;
    const { name, operation } = found;
    const status = reply.statusCode;
    const declared = operation.responses?.[String(status)];
    const breach = (problem: string) =>
      breaches.push({ operation: name, status, problem });
    if (!declared) {
      breach("the document does not declare this status");
      return payload;
    }
    // Clients wait by it: a Retry-After sent must be one the document names.
    const headers = Object.keys(declared.headers ?? {}).map((name) =>
      name.toLowerCase(),
    );
    if (reply.hasHeader("retry-after") && !headers.includes("retry-after")) {
      breach("a Retry-After header the document does not declare");
    }
    const text = bodyText(payload, reply.getHeader("content-encoding"));
    if (NO_BODY.has(status) && text === "") return payload;
    const schema = declared.content?.["application/json"]?.schema;
    if (!schema) {
      breach(`a body where the document declares none: ${text.slice(0, 200)}`);
      return payload;
    }
    const key = `${name} ${status}`;
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile(schema);
      validators.set(key, validate);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      breach(`a body that is not JSON: ${text.slice(0, 200)}`);
      return payload;
    }
    if (!validate(body)) breach(ajv.errorsText(validate.errors));
    return payload;
  });
}
