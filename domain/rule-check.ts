import type { z } from "zod";

/**
 * A zod check built on a rule that answers a problem code (or undefined):
 * the code's message becomes the issue, so a schema and a form share one
 * rule and only the words differ.
 */
export const ruleCheck =
  <Value, Problem extends string>(
    rule: (value: Value) => Problem | undefined,
    messages: Record<Problem, string>,
  ) =>
  (value: Value, context: z.RefinementCtx<Value>): void => {
    const problem = rule(value);
    if (problem)
      context.addIssue({ code: "custom", message: messages[problem] });
  };
