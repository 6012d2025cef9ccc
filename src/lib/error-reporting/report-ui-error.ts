type Capture = (error: unknown) => void;

let capture: Capture | undefined;

/**
 * The error reporter hands its capture here once consent has loaded it
 * (reporter.ts), and takes it back when consent is withdrawn; this module
 * stays tiny because every page's first load carries it.
 */
export function setUiErrorCapture(next: Capture | undefined): void {
  capture = next;
}

/**
 * SPEC §8: a global UI error is logged, and sent to the error reporter when
 * it runs. Errors a React boundary catches never reach window.onerror in a
 * production build, so the boundary calls this.
 */
export function reportUiError(error: unknown): void {
  console.error(error);
  try {
    capture?.(error);
  } catch (failure) {
    // A reporter that fails is logged and ignored, as tracking is.
    console.warn("Error reporting failed", failure);
  }
}
