import type { ReactNode } from "react";
import { StateRoot } from "./state/state-root";

/** The one root wrapper, shared by gatsby-browser and gatsby-ssr so both trees match. */
export function RootElement({ children }: { children: ReactNode }) {
  return <StateRoot>{children}</StateRoot>;
}

export const wrapRootElement = ({ element }: { element: ReactNode }) => (
  <RootElement>{element}</RootElement>
);
