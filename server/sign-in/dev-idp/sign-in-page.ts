export interface SignInPageProps {
  action: string;
  cancelAction: string;
  values: { email?: string; first_name?: string; last_name?: string };
  errors: Partial<Record<"email" | "first_name" | "last_name", string>>;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const FIELDS = [
  { name: "email", label: "E-mail address", type: "email", auto: "email" },
  { name: "first_name", label: "First name", type: "text", auto: "given-name" },
  { name: "last_name", label: "Last name", type: "text", auto: "family-name" },
] as const;

/** The development provider's sign-in page: plainly labelled, no password. */
export function renderSignInPage({
  action,
  cancelAction,
  values,
  errors,
}: SignInPageProps): string {
  const fields = FIELDS.map(({ name, label, type, auto }) => {
    const error = errors[name];
    const errorId = `${name}-error`;
    return `<label for="${name}">${label}</label>
      <input id="${name}" name="${name}" type="${type}" autocomplete="${auto}" required maxlength="${name === "email" ? 254 : 100}"
        value="${escapeHtml(values[name] ?? "")}"${error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ""}>
      ${error ? `<p class="error" id="${errorId}">${escapeHtml(error)}</p>` : ""}`;
  }).join("\n");

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Development sign-in · Northfare</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f6fa; color: #0f172a; }
  main { max-width: 380px; margin: 40px auto; padding: 24px; background: #fff; border-radius: 12px; box-shadow: 0 1px 4px #0002; }
  .notice { background: #fff7e0; border: 1px solid #e8b400; border-radius: 8px; padding: 12px; font-size: 14px; }
  label { display: block; margin-top: 16px; font-weight: 600; }
  input { box-sizing: border-box; width: 100%; padding: 10px; margin-top: 4px; border: 1px solid #94a3b8; border-radius: 8px; font: inherit; }
  .error { color: #b91c1c; margin: 4px 0 0; font-size: 14px; }
  button { margin-top: 24px; width: 100%; padding: 12px; border: 0; border-radius: 8px; background: #0b5fff; color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
  .cancel { background: none; color: #0b5fff; margin-top: 8px; }
  @media (max-width: 440px) { main { margin: 16px; } }
</style>
</head>
<body>
<main>
  <h1>Development sign-in</h1>
  <p class="notice" role="note"><strong>Development provider.</strong> This sign-in page is built into Northfare for development and testing. It asks for no password and signs in whoever fills it in. A new account made here starts with 2,500 points, so a redemption can be tried. A real site signs in through an external provider (OIDC_ISSUER).</p>
  <form method="post" action="${escapeHtml(action)}" novalidate>
    ${fields}
    <button type="submit">Sign in</button>
  </form>
  <form method="post" action="${escapeHtml(cancelAction)}">
    <button type="submit" class="cancel">Cancel</button>
  </form>
</main>
</body>
</html>`;
}
