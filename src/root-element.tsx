import type { ReactNode } from "react";
import { RecoilRoot } from "recoil";
import { SessionEffects } from "./components/account/session-effects";

/** The one root wrapper, shared by gatsby-browser and gatsby-ssr so both trees match. */
export function RootElement({ children }: { children: ReactNode }) {
  return (
    <RecoilRoot>
      <SessionEffects />
      {children}
    </RecoilRoot>
  );
}

export const wrapRootElement = ({ element }: { element: ReactNode }) => (
  <RootElement>{element}</RootElement>
);
