import { graphql } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { Link } from "../components/ui/localized-link";
import { FeatureList } from "../components/ui/feature-list";
import { DeferredFeaturedTrips } from "../components/featured-trips/deferred-featured-trips";
import { Layout } from "../components/shell/layout";
import { SearchForm } from "../components/search-form/search-form";
import * as styles from "./index.module.css";

interface Feature {
  title: string;
  text: string;
}

function HomePage() {
  const { t } = useTranslation("home");
  const steps = t("howItWorks.steps", { returnObjects: true }) as Feature[];

  return (
    <Layout>
      <section className={styles.hero}>
        <h1 className={styles.title}>{t("hero.title")}</h1>
        <p className={styles.lead}>{t("hero.lead")}</p>
        <SearchForm />
      </section>
      <DeferredFeaturedTrips />
      <section id="how-it-works" aria-labelledby="how-heading">
        <h2 id="how-heading">{t("howItWorks.heading")}</h2>
        <FeatureList items={steps} ordered />
        <Link to="/how-it-works">{t("howItWorks.more")}</Link>
      </section>
      <section aria-labelledby="points-heading" className={styles.band}>
        <h2 id="points-heading">{t("points.heading")}</h2>
        <p>{t("points.text")}</p>
        <Link to="/points">{t("points.link")}</Link>
      </section>
      <section aria-labelledby="extension-heading" className={styles.band}>
        <h2 id="extension-heading">{t("extension.heading")}</h2>
        <p>{t("extension.text")}</p>
        <Link to="/browser-extension">{t("extension.link")}</Link>
      </section>
    </Layout>
  );
}

export default HomePage;

export const query = graphql`
  query HomePage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "home"] }, language: { eq: $language } }
    ) {
      ...LocaleEdges
    }
  }
`;
