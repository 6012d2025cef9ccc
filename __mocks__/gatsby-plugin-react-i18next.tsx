// The plugin without Gatsby's router: links are plain anchors, the route
// context defaults to English and can be provided by tests (see test-utils).
import { createContext, forwardRef, useContext } from "react";
import type { I18NextContext } from "gatsby-plugin-react-i18next/dist/types";
import { Link as RealGatsbyLink } from "gatsby";
import type { Link as MockGatsbyLink, MockLinkProps } from "./gatsby";

// The plugin's own exports shadow these, as in the real package.
export * from "react-i18next";

// In jest "gatsby" is __mocks__/gatsby.tsx; the real plugin wraps Gatsby's Link too.
const GatsbyLink = RealGatsbyLink as unknown as typeof MockGatsbyLink;

export const I18nextContext = createContext<I18NextContext>({
  language: "en",
  languages: ["en", "fr"],
  routed: false,
  defaultLanguage: "en",
  generateDefaultLanguagePage: false,
  originalPath: "/",
  path: "/",
});

export const Link = forwardRef<
  HTMLAnchorElement,
  MockLinkProps & { language?: string }
>(function Link({ language, to, ...props }, ref) {
  const context = useContext(I18nextContext);
  const linkLanguage = language ?? context.language;
  const prefix =
    linkLanguage === context.defaultLanguage ? "" : `/${linkLanguage}`;
  return (
    <GatsbyLink
      {...props}
      ref={ref}
      to={`${prefix}${to}`}
      hrefLang={linkLanguage}
    />
  );
});

const changeLanguage = jest.fn(() => Promise.resolve());
const navigate = jest.fn(() => Promise.resolve());

export const useI18next = jest.fn(() => ({
  language: "en",
  languages: ["en", "fr"],
  defaultLanguage: "en",
  routed: false,
  originalPath: "/",
  path: "/",
  ready: true,
  changeLanguage,
  navigate,
  t: (key: string) => key,
}));
