import { ESLint } from "eslint";

// The site never turns text into code or HTML: the project's own lint
// configuration refuses each way of doing it, in site and server code.
const eslint = new ESLint({ cwd: process.cwd() });

async function rulesBroken(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map(({ ruleId }) => ruleId);
}

describe("the security lint rules", () => {
  it.each([
    [
      "raw HTML",
      "src/components/sample.tsx",
      "export const Sample = ({ html }: { html: string }) => <div dangerouslySetInnerHTML={{ __html: html }} />;\n",
      "react/no-danger",
    ],
    [
      "a javascript: link",
      "src/components/sample.tsx",
      'export const Sample = () => <a href="javascript:void(0)">x</a>;\n',
      "react/jsx-no-script-url",
    ],
    [
      "eval",
      "server/sample.ts",
      "export const run = (code: string) => eval(code);\n",
      "no-eval",
    ],
    [
      "a string given to setTimeout",
      "src/lib/sample.ts",
      'setTimeout("alert(1)", 1);\n',
      "no-implied-eval",
    ],
    [
      "new Function",
      "server/sample.ts",
      'export const run = new Function("return 1");\n',
      "no-new-func",
    ],
    [
      "a javascript: address",
      "src/lib/sample.ts",
      'export const address = "javascript:alert(1)";\nlocation.href = address;\nexport const other = () => { location.href = "javascript:void 0"; };\n',
      "no-script-url",
    ],
  ])("refuse %s", async (_what, filePath, code, rule) => {
    expect(await rulesBroken(filePath, code)).toContain(rule);
  });

  it("let text through as text", async () => {
    expect(
      await rulesBroken(
        "src/components/sample.tsx",
        "export const Sample = ({ text }: { text: string }) => <p>{text}</p>;\n",
      ),
    ).toEqual([]);
  });
});
