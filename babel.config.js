// Jest transforms TypeScript and JSX with Gatsby's own preset.
module.exports = {
  presets: [
    ["babel-preset-gatsby", { reactRuntime: "automatic" }],
    "@babel/preset-typescript",
  ],
};
