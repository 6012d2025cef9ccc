import { createRequire } from "node:module";

export interface Request {
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
}

// autocannon ships no types; this is the part of its result we read.
export interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p99: number; max: number };
  throughput: { total: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Answers by status class: "5xx" and the others. */
  statusCodeStats?: Record<string, { count: number }>;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: Request[];
}) => Promise<AutocannonResult>;

export const autocannon = createRequire(__filename)("autocannon") as Autocannon;
