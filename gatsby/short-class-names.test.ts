import { SHORT_CLASS_NAME, shortenClassNames } from "./short-class-names";

const cssLoader = (modules: unknown) => ({
  loader: "/site/node_modules/css-loader/dist/cjs.js",
  options: { modules },
});

describe("shortenClassNames", () => {
  it("gives every CSS Modules loader, however deeply nested, hash-only names", () => {
    const modules = { localIdentName: "[name]--[local]--[hash:hex:5]" };
    const nested = { localIdentName: "[name]--[local]--[hash:hex:5]" };
    const rules = [
      { test: /\.js$/, use: [{ loader: "babel-loader", options: {} }] },
      {
        oneOf: [
          { test: /\.module\.css$/, use: [cssLoader(modules)] },
          { rules: [{ use: [cssLoader(nested)] }] },
        ],
      },
    ];
    expect(shortenClassNames(rules)).toBe(2);
    expect(modules.localIdentName).toBe(SHORT_CLASS_NAME);
    expect(nested.localIdentName).toBe(SHORT_CLASS_NAME);
  });

  it("leaves plain CSS and other loaders alone", () => {
    const plain = cssLoader(false);
    const other = {
      loader: "postcss-loader",
      options: { modules: { localIdentName: "x" } },
    };
    expect(shortenClassNames([{ use: [plain, other] }])).toBe(0);
    expect(plain.options.modules).toBe(false);
    expect(other.options.modules.localIdentName).toBe("x");
  });
});
