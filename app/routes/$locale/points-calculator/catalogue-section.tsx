import { Link } from "@remix-run/react";

import { FiltersForm } from "~/loyalty/filters-form";
import * as shared from "~/loyalty/loyalty.css";
import { visuallyHidden } from "~/ui/a11y.css";
import { buttonClassName } from "~/ui/button/button";
import { EmptyState } from "~/ui/empty-state/empty-state";
import { Tabs } from "~/ui/tabs/tabs";

import * as styles from "./calculator.css";
import type { CalculatorData } from "./route";

const CATALOGUE_ANCHOR = "catalogo";

/** The calculator page's catalogue: what points can redeem, by tab, with its own GET form of filters. */
export function CatalogueSection({ catalogue }: { catalogue: CalculatorData["catalogue"] }) {
  return (
    <section id={CATALOGUE_ANCHOR} aria-labelledby="catalogue-heading" className={styles.catalogue}>
      <h2 id="catalogue-heading" className={shared.sectionHeading}>
        {catalogue.heading}
      </h2>
      <p className={shared.lead}>{catalogue.lead}</p>
      <Tabs
        label={catalogue.tabs.label}
        items={catalogue.tabs.items}
        current={catalogue.tabs.current}
        controls="catalogue-results"
      />
      <div className={`${shared.notice} ${shared.noticeInfo}`} role="note">
        <p className={shared.noticeText}>
          {catalogue.tabs.current === "services" ? catalogue.alerts.services : catalogue.alerts.products}
        </p>
      </div>
      <FiltersForm form={catalogue.form} anchor={CATALOGUE_ANCHOR} idPrefix="catalogue" />
      <div id="catalogue-results">
        {catalogue.state === "empty" ? (
          <EmptyState title={catalogue.empty.title} description={catalogue.empty.body} headingLevel={3} />
        ) : (
          <ul className={styles.grid} aria-label={catalogue.listLabel}>
            {catalogue.items.map((item) => (
              <li key={item.key} className={styles.item}>
                <div className={styles.itemMedia}>
                  {item.image ? (
                    <img src={item.image} alt="" width={320} height={200} loading="lazy" decoding="async" />
                  ) : null}
                </div>
                <div className={styles.itemBody}>
                  <h3 className={styles.itemName}>{item.name}</h3>
                  <p className={styles.itemPoints}>{item.points}</p>
                  <a href={item.href} target="_blank" rel="noopener noreferrer" className={shared.textLink}>
                    {catalogue.view}
                    <span className={visuallyHidden}>{` — ${item.name} (${catalogue.newWindow})`}</span>
                  </a>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      {catalogue.more ? (
        <p className={styles.more}>
          <Link to={catalogue.more.href} preventScrollReset className={buttonClassName({ variant: "secondary" })}>
            {catalogue.more.label}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
