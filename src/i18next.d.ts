import "i18next";

declare module "i18next" {
  // Missing keys fall back to the key itself, never null.
  interface CustomTypeOptions {
    returnNull: false;
  }
}
