// Types of scripts/system-tools.mjs, for its test.

export interface SystemTool {
  name: string;
  package: string;
  /** A path that must exist (Chromium), or */
  file?: string;
  /** a command on PATH. */
  command?: string;
  /** false when installing the package cannot bring it (a CHROME_PATH of one's own). */
  installable?: boolean;
}

export interface Probes {
  fileExists(file: string): boolean;
  onPath(command: string): boolean;
  isRoot(): boolean;
  hasApt(): boolean;
}

export type Decision =
  | { action: "none" }
  | { action: "install"; packages: string[]; command: string }
  | { action: "stop"; message: string };

export function systemTools(options?: {
  postgres?: boolean;
  env?: Record<string, string | undefined>;
}): SystemTool[];

export const machineProbes: Probes;

export function missingTools(tools: SystemTool[], probes: Probes): SystemTool[];

export function decide(
  missing: SystemTool[],
  machine: { root: boolean; apt: boolean },
): Decision;

export function ensureSystemTools(options?: {
  postgres?: boolean;
  env?: Record<string, string | undefined>;
  probes?: Probes;
  run?: (command: string) => number;
  log?: (line: string) => void;
  error?: (line: string) => void;
}): 0 | 1;
