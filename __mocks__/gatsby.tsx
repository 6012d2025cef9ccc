// Gatsby's unit-testing mock (gatsbyjs.com/docs/how-to/testing/unit-testing):
// no GraphQL or router at test time, links are plain anchors.
import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from "react";

const actual = jest.requireActual<typeof import("gatsby")>("gatsby");

export const {
  PageRenderer,
  Script,
  ScriptStrategy,
  parsePath,
  prefetchPathname,
  useScrollRestoration,
  withAssetPrefix,
} = actual;

// Props Gatsby's Link understands that an <a> does not.
const LINK_ONLY_PROPS = new Set([
  "activeClassName",
  "activeStyle",
  "getProps",
  "innerRef",
  "partiallyActive",
  "replace",
  "state",
]);

export interface MockLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  activeClassName?: string;
  activeStyle?: object;
  getProps?: unknown;
  innerRef?: unknown;
  partiallyActive?: boolean;
  replace?: boolean;
  state?: unknown;
}

export const Link = forwardRef<HTMLAnchorElement, MockLinkProps>(function Link(
  { to, ...props },
  ref,
) {
  const anchorProps = Object.fromEntries(
    Object.entries(props).filter(([name]) => !LINK_ONLY_PROPS.has(name)),
  );
  return <a {...anchorProps} ref={ref} href={to} />;
});

export const Slice = jest.fn(
  ({ alias, ...props }: { alias: string; children?: ReactNode }) => (
    <div {...props} data-test-slice-alias={alias} />
  ),
);

export const graphql = jest.fn();
export const StaticQuery = jest.fn();
export const useStaticQuery = jest.fn();
export const navigate = jest.fn(() => Promise.resolve());
// Tests run without a path prefix (jest.config.mjs sets __PATH_PREFIX__ to "").
export const withPrefix = jest.fn((path: string) => path);
