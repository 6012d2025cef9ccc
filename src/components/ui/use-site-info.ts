import { graphql, useStaticQuery } from "gatsby";

export interface SiteInfo {
  name: string;
  contactEmail: string;
  twitterHandle: string;
  siteUrl: string;
}

interface SiteInfoData {
  siteContent: Omit<SiteInfo, "siteUrl"> | null;
  site: { siteMetadata: { siteUrl: string } | null } | null;
}

/** The product name and site-wide settings from content/site.json and the site config. */
export function useSiteInfo(): SiteInfo {
  const data = useStaticQuery<SiteInfoData>(graphql`
    query SiteInfo {
      siteContent {
        name
        contactEmail
        twitterHandle
      }
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  return {
    name: data.siteContent?.name ?? "",
    contactEmail: data.siteContent?.contactEmail ?? "",
    twitterHandle: data.siteContent?.twitterHandle ?? "",
    siteUrl: data.site?.siteMetadata?.siteUrl ?? "",
  };
}
