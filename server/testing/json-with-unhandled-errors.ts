import { JsonReporter, type TestModule } from "vitest/node";

/** What a vitest run ending hands its reporters of the errors no test caught. */
interface UnhandledError {
  message?: string;
  name?: string;
}

/**
 * Vitest's JSON report, with the errors no test caught (a socket's 'error'
 * event with no listener, a rejection after a test ended). Vitest fails the
 * run on them but its JSON report says `success: true` and counts no
 * failure, so `N passed, N failed` (scripts/summarize-results.mjs) read
 * "0 failed" on a red run. Here each counts as an errored suite
 * (`numRuntimeErrorTestSuites`, as jest's report has it), with its message
 * in `unhandledErrors`.
 */
export class JsonWithUnhandledErrors extends JsonReporter {
  private unhandled: readonly UnhandledError[] = [];

  override async onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: readonly UnhandledError[] = [],
  ): Promise<void> {
    this.unhandled = unhandledErrors;
    await super.onTestRunEnd(testModules);
  }

  override async writeReport(report: string): Promise<void> {
    if (this.unhandled.length === 0) return super.writeReport(report);
    const parsed = JSON.parse(report) as Record<string, unknown>;
    await super.writeReport(
      JSON.stringify({
        ...parsed,
        success: false,
        numRuntimeErrorTestSuites: this.unhandled.length,
        unhandledErrors: this.unhandled.map(
          (error) =>
            `${error.name ?? "Error"}: ${error.message ?? "(no message)"}`,
        ),
      }),
    );
  }
}
