// CSS Modules in jest: every class name maps to itself. Marked as an ES module
// so `import * as styles` (as Gatsby requires) sees the names too.
module.exports = new Proxy(
  {},
  {
    get: (_target, key) => (key === "__esModule" ? true : key),
  },
);
