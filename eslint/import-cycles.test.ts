import { execFileSync } from "node:child_process";
import path from "node:path";
import ts from "typescript";

// No module may reach itself through its imports, type-only ones included:
// a cycle means two modules that cannot be understood, tested or moved one
// without the other. TypeScript resolves each import as the compiler does.

const ROOT = process.cwd();
const compilerOptions: ts.CompilerOptions = {
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
};

function projectFiles(): string[] {
  const listed = execFileSync(
    "git",
    ["ls-files", "-co", "--exclude-standard"],
    {
      cwd: ROOT,
      encoding: "utf8",
    },
  );
  return listed
    .split("\n")
    .filter((file) => /\.(ts|tsx|mts|mjs)$/.test(file))
    .filter((file) => !file.endsWith(".d.ts"))
    .map((file) => path.join(ROOT, file));
}

/** Each file's imports (static, dynamic, re-exports, type-only) within the project. */
export function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const source = ts.sys.readFile(file) ?? "";
    const { importedFiles } = ts.preProcessFile(source, true, true);
    const targets = importedFiles
      .map(
        ({ fileName }) =>
          ts.resolveModuleName(fileName, file, compilerOptions, ts.sys)
            .resolvedModule?.resolvedFileName,
      )
      .filter((target): target is string => !!target && known.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected components of more than one file, or of a file importing itself (Tarjan). */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) {
      cycles.push(component.map((file) => path.relative(ROOT, file)).sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe("imports", () => {
  it("find a cycle when there is one", () => {
    const at = (file: string) => path.join(ROOT, file);
    const graph = new Map([
      [at("a.ts"), [at("b.ts")]],
      [at("b.ts"), [at("c.ts")]],
      [at("c.ts"), [at("a.ts")]],
      [at("d.ts"), [at("a.ts"), at("d.ts")]],
    ]);
    expect(cyclesOf(graph)).toEqual([["a.ts", "b.ts", "c.ts"], ["d.ts"]]);
  });

  it("form no cycle anywhere in the project", () => {
    const graph = importGraph(projectFiles());
    expect(graph.size).toBeGreaterThan(500);
    expect(cyclesOf(graph)).toEqual([]);
  });
});
