// Stripe's API takes application/x-www-form-urlencoded bodies with nested
// keys written in brackets: metadata[order]=x, expand[0]=payment_method.
// A list's numbered or empty brackets become an array.

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type Form = { [key: string]: FormValue };

export function parseForm(text: string): Form {
  const root: Form = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const keys = name.split(/\[|\]\[|\]$/).filter((_, i, all) => {
      return i < all.length - 1 || all[i] !== "";
    });
    place(root, keys, value);
  }
  return listsFromNumberedKeys(root) as Form;
}

function place(target: Form, keys: string[], value: string): void {
  let node: Form = target;
  keys.forEach((key, index) => {
    const last = index === keys.length - 1;
    const slot = key === "" ? String(Object.keys(node).length) : key;
    if (last) {
      node[slot] = value;
      return;
    }
    const next = node[slot];
    if (typeof next !== "object" || Array.isArray(next)) node[slot] = {};
    node = node[slot] as Form;
  });
}

function listsFromNumberedKeys(value: FormValue): FormValue {
  if (typeof value === "string" || Array.isArray(value)) return value;
  const entries = Object.entries(value).map(
    ([key, inner]) => [key, listsFromNumberedKeys(inner)] as const,
  );
  const numbered =
    entries.length > 0 && entries.every(([key], i) => key === String(i));
  return numbered
    ? entries.map(([, inner]) => inner)
    : Object.fromEntries(entries);
}
