import type { z } from "zod";
import {
  netlifyRedirectSchema,
  type NetlifyRedirect,
} from "./netlify-redirect";
import {
  REDIRECT_STATUSES,
  type RedirectRule,
  type RuleStatus,
} from "./redirect-rule";
import {
  fromProblem,
  ruleStatusOf,
  toProblem,
  unsupportedFeatures,
} from "./rule-checks";

export class RedirectRulesError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join("\n"));
    this.name = "RedirectRulesError";
  }
}

function shapeProblem(value: unknown, index: number, error: z.ZodError) {
  const issues = error.issues.map(
    (issue) => `${issue.path.join(".") || "rule"}: ${issue.message}`,
  );
  return `rule ${index + 1} (${JSON.stringify(value)}) is not shaped as we expect: ${issues.join("; ")}`;
}

function problemsOf(rule: NetlifyRedirect, status: RuleStatus | null) {
  const problems = unsupportedFeatures(rule);
  if (status === null) {
    problems.push(
      `unsupported status ${rule.status}; use 200 or one of ${REDIRECT_STATUSES.join(", ")}`,
    );
  }
  for (const problem of [
    fromProblem(rule.from),
    toProblem(rule.to, rule.from, rule.status),
  ]) {
    if (problem !== null) problems.push(problem);
  }
  return problems;
}

/**
 * Our rules from the ones netlify-redirect-parser returns, in their order (the
 * first match wins). Throws RedirectRulesError naming every rule our server
 * would not answer as Netlify does.
 */
export function toRedirectRules(parsed: readonly unknown[]): RedirectRule[] {
  const rules: RedirectRule[] = [];
  const problems: string[] = [];
  const firstByFrom = new Map<string, NetlifyRedirect>();

  parsed.forEach((value, index) => {
    const result = netlifyRedirectSchema.safeParse(value);
    if (!result.success) {
      problems.push(shapeProblem(value, index, result.error));
      return;
    }
    const { from, to } = result.data;
    const ruleStatus = ruleStatusOf(result.data.status);
    const ruleProblems = problemsOf(result.data, ruleStatus);
    const earlier = firstByFrom.get(from);
    if (earlier === undefined) {
      firstByFrom.set(from, result.data);
    } else {
      // Only the first rule for a path can ever apply: the later one is a slip.
      ruleProblems.push(
        `"${from}" already has a rule (${earlier.from} → ${earlier.to})`,
      );
    }
    if (ruleProblems.length > 0 || ruleStatus === null) {
      problems.push(...ruleProblems.map((p) => `rule ${from} → ${to}: ${p}`));
      return;
    }
    rules.push({ from, to, status: ruleStatus });
  });

  if (problems.length > 0) throw new RedirectRulesError(problems);
  return rules;
}
