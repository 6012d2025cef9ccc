import fs from "node:fs";
import path from "node:path";
import { TextEncoder as NodeTextEncoder } from "node:util";
import type { ReactElement, ReactNode } from "react";
import {
  fireEvent,
  render,
  within,
  type RenderOptions,
} from "@testing-library/react";
import type * as ReactDomServer from "react-dom/server";
import { useStaticQuery } from "gatsby";
import i18next, { type Resource } from "i18next";
import { I18nextProvider } from "react-i18next";
import { I18nextContext } from "gatsby-plugin-react-i18next";
import { StateRoot, type InitialState } from "./state/state-root";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../domain/languages";

const languages = [...LANGUAGES];
const defaultLanguage = DEFAULT_LANGUAGE;

const LOCALES_DIR = path.join(__dirname, "..", "locales");

/** locales/{language}/{namespace}.json, read once; empty while none exist. */
function readLocales(): Resource {
  if (!fs.existsSync(LOCALES_DIR)) return {};
  const resources: Resource = {};
  for (const language of fs.readdirSync(LOCALES_DIR)) {
    const dir = path.join(LOCALES_DIR, language);
    if (!fs.statSync(dir).isDirectory()) continue;
    resources[language] = {};
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json"))) {
      resources[language][path.basename(file, ".json")] = JSON.parse(
        fs.readFileSync(path.join(dir, file), "utf8"),
      );
    }
  }
  return resources;
}

const resources = readLocales();

function createI18n(language: string) {
  const i18n = i18next.createInstance();
  // Resources are in memory, so init completes synchronously.
  void i18n.init({
    resources,
    lng: language,
    fallbackLng: defaultLanguage,
    defaultNS: "common",
    ns: Object.keys(resources[defaultLanguage] ?? {}),
    // As in gatsby-config.ts.
    interpolation: { escapeValue: false },
    keySeparator: ".",
    nsSeparator: ":",
    returnNull: false,
    initImmediate: false,
  });
  return i18n;
}

interface ProviderOptions extends Omit<RenderOptions, "wrapper"> {
  /** The visit's state to start from (signed in, points, form dates…). */
  state?: InitialState;
  language?: string;
  /** The page's path without its language prefix; "/" unless told. */
  originalPath?: string;
}

type PageOptions = Pick<ProviderOptions, "state" | "language" | "originalPath">;

/** The providers the site has at its root: state and i18n. */
function providersFor({
  state,
  language = defaultLanguage,
  originalPath = "/",
}: PageOptions) {
  const i18n = createI18n(language);
  // What gatsby-plugin-react-i18next provides per page; read by Link and the SEO tags.
  const routed = language !== defaultLanguage;
  const route = {
    language,
    languages,
    routed,
    defaultLanguage,
    generateDefaultLanguagePage: false,
    originalPath,
    path: routed ? `/${language}${originalPath}` : originalPath,
  };
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <StateRoot initialState={state}>
        <I18nextProvider i18n={i18n}>
          <I18nextContext.Provider value={route}>
            {children}
          </I18nextContext.Provider>
        </I18nextProvider>
      </StateRoot>
    );
  };
}

/** Renders with the providers the site has at its root: state and i18n. */
export function renderWithProviders(
  ui: ReactElement,
  { state, language, originalPath, ...options }: ProviderOptions = {},
) {
  const wrapper = providersFor({ state, language, originalPath });
  return render(ui, { wrapper, ...options });
}

/** The HTML the build writes for `ui`, with the same providers (server render). */
export function buildHtmlWithProviders(
  ui: ReactElement,
  options: PageOptions = {},
): string {
  // React's server renderer needs TextEncoder, which jsdom lacks: loaded
  // here, once one is there, not with every test.
  globalThis.TextEncoder ??= NodeTextEncoder as typeof TextEncoder;
  const { renderToString } =
    jest.requireActual<typeof ReactDomServer>("react-dom/server");
  const Wrapper = providersFor(options);
  return renderToString(<Wrapper>{ui}</Wrapper>);
}

/**
 * The layout's consent banner watches its height, and jsdom has no
 * ResizeObserver: a stand-in that observes nothing.
 */
export function standInResizeObserver(): void {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

/** The site's name and contact, as use-site-info.ts queries them at build. */
export function mockSiteInfo(): void {
  jest.mocked(useStaticQuery).mockReturnValue({
    siteContent: {
      name: "Northfare",
      contactEmail: "support@northfare.ca",
      twitterHandle: "@northfare",
    },
    site: { siteMetadata: { siteUrl: "https://example.ca" } },
  });
}

export * from "@testing-library/react";

/** The date of birth's group and parts, by their English labels unless given. */
export const BIRTH_DATE_LABELS = {
  en: { group: "Date of birth", day: "Day", month: "Month", year: "Year" },
  fr: { group: "Date de naissance", day: "Jour", month: "Mois", year: "Année" },
} as const;

/**
 * Types a year-month-day into the date of birth's day, month and year
 * (BirthDateField), in the first traveller's block unless one is given.
 */
export function fillBirthDate(
  isoDate: string,
  {
    block = document.body,
    labels = BIRTH_DATE_LABELS.en,
  }: {
    block?: HTMLElement;
    labels?: (typeof BIRTH_DATE_LABELS)[keyof typeof BIRTH_DATE_LABELS];
  } = {},
) {
  const group = within(block).getAllByRole("group", { name: labels.group })[0]!;
  const [year = "", month = "", day = ""] = isoDate.split("-");
  const part = (label: string, value: string) =>
    fireEvent.change(within(group).getByLabelText(label), {
      target: { value },
    });
  part(labels.day, day);
  part(labels.month, month);
  part(labels.year, year);
}
