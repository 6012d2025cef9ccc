import { z } from "zod";

type JsonSchema = z.core.JSONSchema._JSONSchema;
type Types = Map<string, string>;

/**
 * Gatsby SDL for the content nodes, from their zod schemas: the one place a
 * content type is declared. Why: docs/decisions/0006-content-types-from-zod.md
 */
export function toGraphqlTypeDefs(nodeSchemas: readonly z.ZodType[]): string {
  const types: Types = new Map();
  for (const schema of nodeSchemas) {
    const json = z.toJSONSchema(schema);
    objectType(
      json,
      json.title ?? "(node)",
      types,
      " implements Node @dontInfer",
    );
  }
  return [...types.values()].join("\n");
}

function objectType(
  schema: JsonSchema,
  path: string,
  types: Types,
  suffix = "",
): string {
  if (typeof schema === "boolean" || schema.type !== "object") {
    throw new Error(`${path}: a content node must be an object`);
  }
  const name = schema.title;
  if (!name) {
    throw new Error(
      `${path}: this object has no GraphQL type name; give its zod schema .meta({ title: "TypeName" })`,
    );
  }
  const required = new Set(schema.required);
  const fields = Object.entries(schema.properties ?? {}).map(([key, value]) =>
    field(key, value, required.has(key), `${path}.${key}`, types),
  );
  const definition = `type ${name}${suffix} {\n${fields.join("\n")}\n}`;
  const declared = types.get(name);
  if (declared && declared !== definition) {
    throw new Error(`${path}: another object is already named ${name}`);
  }
  types.set(name, definition);
  return name;
}

function field(
  key: string,
  schema: JsonSchema,
  required: boolean,
  path: string,
  types: Types,
): string {
  const type = fieldType(schema, path, types) + (required ? "!" : "");
  if (typeof schema === "boolean") return `  ${key}: ${type}`;
  const date = schema.format === "date" ? " @dateformat" : "";
  const description = schema.description
    ? `  ${JSON.stringify(schema.description)}\n`
    : "";
  return `${description}  ${key}: ${type}${date}`;
}

function fieldType(schema: JsonSchema, path: string, types: Types): string {
  if (typeof schema === "boolean") {
    throw new Error(`${path}: no GraphQL type for an open schema`);
  }
  if (schema.anyOf || schema.oneOf) return "JSON";
  switch (schema.type) {
    case "object":
      return objectType(schema, path, types);
    case "array": {
      const items = Array.isArray(schema.items) ? undefined : schema.items;
      if (items === undefined) {
        throw new Error(`${path}: a list needs one item schema`);
      }
      return `[${fieldType(items, `${path}[]`, types)}!]`;
    }
    case "string":
      return schema.format === "date" ? "Date" : "String";
    case "integer":
      return "Int";
    case "number":
      return "Float";
    case "boolean":
      return "Boolean";
  }
  throw new Error(`${path}: no GraphQL type for ${JSON.stringify(schema)}`);
}
