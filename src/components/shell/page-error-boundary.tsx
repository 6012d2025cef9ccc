import { Component, type ErrorInfo, type ReactNode } from "react";
import { reportUiError } from "../../lib/error-reporting/report-ui-error";

interface PageErrorBoundaryProps {
  children: ReactNode;
  /** Shown in place of what failed; nothing by default. */
  fallback?: ReactNode;
}

/**
 * Keeps one failing part of the shell from blanking the whole page (React
 * unmounts the tree on an uncaught render error), and logs and reports the
 * error (SPEC §8).
 */
export class PageErrorBoundary extends Component<
  PageErrorBoundaryProps,
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    reportUiError(error);
    if (info.componentStack) console.error(info.componentStack);
  }

  render() {
    return this.state.failed
      ? (this.props.fallback ?? null)
      : this.props.children;
  }
}
