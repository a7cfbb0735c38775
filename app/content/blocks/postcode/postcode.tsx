import { Link } from "@remix-run/react";

import type { BlockProps } from "~/content/block-props";
import { buttonClassName } from "~/ui/button/button";
import { ErrorState } from "~/ui/error-state/error-state";
import { container } from "~/ui/layout.css";
import { StackedTable } from "~/ui/stacked-table/stacked-table";

import { ChangePostcode } from "./change-postcode";
import type { PostcodeView } from "./load.server";
import * as styles from "./postcode.css";
import { PostcodeForm } from "./postcode-form";
import type { PostcodeBlockData } from "./schema";

/**
 * The postcode widget (spec 002 §2 §4 §5 §8; decision 0043): a promo with the CEP form; a found CEP shows what to
 * sow there and a button that reopens the input (the change-postcode modal); an unknown CEP says so next to the
 * field. Nothing renders when the country turns global-widget-magoya off (the load gives null).
 */
export function PostcodeBlock({ loaded }: BlockProps<PostcodeBlockData, PostcodeView | null>) {
  if (!loaded.ok) return null;
  const view = loaded.data;
  if (!view) return null;
  const headingId = `${view.anchor}-heading`;
  const form = <PostcodeForm key={view.form.value} form={view.form} id={`${view.anchor}-input`} />;
  return (
    <section id={view.anchor} className={styles.block} aria-labelledby={headingId}>
      <div className={`${container} ${styles.promo}`}>
        <h2 id={headingId} className={styles.heading}>
          {view.title}
        </h2>
        <p className={styles.lead}>{view.lead}</p>
        {view.found ? null : form}
        {view.error ? (
          <ErrorState
            title={view.error.title}
            subtitle={view.error.subtitle}
            headingLevel={3}
            action={{ label: view.error.retry, href: view.error.href, reloadDocument: true }}
          />
        ) : null}
        {view.found && view.change ? (
          <div className={styles.result}>
            <h3 className={styles.resultHeading}>{view.found.heading}</h3>
            <p className={styles.region}>{view.found.region}</p>
            <StackedTable
              columns={[
                view.found.columns.crop,
                view.found.columns.product,
                view.found.columns.cycle,
                view.found.columns.sowing,
              ]}
              rows={view.found.crops.map((crop) => ({
                key: crop.crop,
                cells: [crop.crop, crop.product, crop.cycle, crop.sowing],
              }))}
              className={styles.table}
            />
            {view.change.open ? null : (
              <div className={styles.actions}>
                <Link to={view.change.href} preventScrollReset className={buttonClassName({ variant: "secondary" })}>
                  {view.change.label}
                </Link>
              </div>
            )}
            <ChangePostcode change={view.change}>{form}</ChangePostcode>
          </div>
        ) : null}
      </div>
    </section>
  );
}
