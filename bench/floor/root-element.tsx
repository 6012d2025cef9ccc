import type { ReactNode } from "react";
import { RecoilRoot } from "recoil";

/** Recoil at the root, as the site has it (shared by gatsby-browser and gatsby-ssr). */
export const wrapRootElement = ({ element }: { element: ReactNode }) => (
  <RecoilRoot>{element}</RecoilRoot>
);
