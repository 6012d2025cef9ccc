import { graphql, useStaticQuery } from "gatsby";

export interface SiteInfo {
  name: string;
  contactEmail: string;
  twitterHandle: string;
  siteUrl: string;
}

/** The product name and site-wide settings from content/site.json and the site config. */
export function useSiteInfo(): SiteInfo {
  const data = useStaticQuery<Queries.SiteInfoQuery>(graphql`
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
