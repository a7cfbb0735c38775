import { Form, Link, useNavigation } from "@remix-run/react";
import { lazy, type MouseEvent, Suspense, useEffect, useRef, useState } from "react";

import { useLightMode } from "~/light/use-light-mode";
import { Button, buttonClassName } from "~/ui/button/button";
import { EmptyState } from "~/ui/empty-state/empty-state";
import { ErrorState } from "~/ui/error-state/error-state";
import { SelectField, TextField } from "~/ui/field/field";
import { useHydrated } from "~/ui/hooks/use-hydrated";

import { ContactCard } from "./contact-card";
import type { ContactCardView } from "./contact-card.server";
import * as styles from "./finder.css";
import type { FinderView } from "./finder-view.server";
import { MapPreview } from "./map-preview";
import { MapToggle } from "./map-toggle";
import { UseLocation } from "./use-location";

// MapLibre GL (~300 KB gzip, decision 0038) is fetched only after the grower taps the map and has consented.
const InteractiveMap = lazy(() => import("./interactive-map.client"));

// 'Ver mais' loads Radix's dialog only when a grower first opens one.
const ContactDialog = lazy(() => import("./contact-dialog"));

/**
 * The dealer and contact finder (spec 002 §2 §3 §5 §9, issue 15). Without
 * JavaScript the whole finder is a GET form whose state is the URL: the place,
 * the facets and the steps of load more; cards link to each contact's page.
 * With it: "use my location", 'Ver mais' as a dialog, and the interactive map
 * behind the consent guard. The section's id is the finder's type, so a link
 * to #dealer scrolls here (spec 002 §2).
 */
export function Finder({ view }: { view: FinderView }) {
  const hydrated = useHydrated();
  // Light mode (issue 16) loads no map at all, not even the preview: the list and each card's directions stay.
  const light = useLightMode();
  const navigation = useNavigation();
  const [open, setOpen] = useState<ContactCardView | null>(null);
  // The 'Ver mais' link that opened the dialog: focus goes back to it when the dialog closes.
  const opener = useRef<HTMLAnchorElement | null>(null);
  // Once the dialog has gone (its focus trap with it).
  useEffect(() => {
    if (open || !opener.current) return;
    opener.current.focus();
    opener.current = null;
  }, [open]);
  const formId = `${view.anchor}-form`;
  const headingId = `${view.anchor}-heading`;
  const searching = navigation.state === "loading" && navigation.location?.search !== undefined;
  const onMore = (event: MouseEvent<HTMLAnchorElement>, card: ContactCardView) => {
    // A new tab or window keeps the link's own behaviour: the contact's page.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    opener.current = event.currentTarget;
    setOpen(card);
  };
  const { form, results } = view;
  return (
    <section id={view.anchor} className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {view.heading}
      </h2>
      <p className={styles.lead}>{view.lead}</p>
      <Form id={formId} method="get" action={form.action} className={styles.form} preventScrollReset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{form.legend}</legend>
          <div className={styles.row}>
            <TextField
              key={`q-${form.place.value}`}
              id={`${view.anchor}-q`}
              name="q"
              label={form.place.label}
              hint={form.place.hint}
              errors={form.place.error}
              defaultValue={form.place.value}
              autoComplete="postal-code"
              maxLength={80}
            />
            {form.facets.map((facet) => (
              <SelectField
                key={`${facet.name}-${facet.value}`}
                id={`${view.anchor}-${facet.name}`}
                name={facet.name}
                label={facet.label}
                options={facet.options}
                defaultValue={facet.value}
              />
            ))}
          </div>
        </fieldset>
        {form.position && !form.place.value ? (
          <>
            <input type="hidden" name="lat" value={form.position.lat} />
            <input type="hidden" name="lng" value={form.position.lng} />
          </>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" loading={searching} loadingLabel={form.searching}>
            {form.submit}
          </Button>
          {hydrated ? <UseLocation labels={form.useLocation} formId={formId} anchor={view.anchor} /> : null}
          {form.clear ? (
            <Link to={form.clear.href} preventScrollReset className={buttonClassName({ variant: "ghost" })}>
              {form.clear.label}
            </Link>
          ) : null}
        </div>
      </Form>
      {results.state === "error" ? (
        <ErrorState
          title={results.title}
          subtitle={results.subtitle}
          headingLevel={3}
          action={{ label: results.retry.label, href: results.retry.href, reloadDocument: true }}
        />
      ) : (
        <>
          {results.summary ? (
            <p className={styles.status} role="status">
              {results.summary}
            </p>
          ) : null}
          {results.empty ? (
            <EmptyState title={results.empty.title} description={results.empty.subtitle} headingLevel={3} live />
          ) : (
            <div className={light ? undefined : styles.layout}>
              {light ? null : (
                <div className={styles.mapColumn}>
                  {hydrated ? (
                    <MapToggle
                      copy={view.map}
                      needsConsent
                      preview={results.preview ? <MapPreview preview={results.preview} /> : null}
                      map={
                        <InteractiveMap
                          centre={view.map.centre}
                          zoom={view.map.zoom}
                          style={view.map.style}
                          language={view.map.language}
                          places={results.places}
                          label={view.map.label}
                          failed={view.map.failed}
                        />
                      }
                    />
                  ) : results.preview ? (
                    <MapPreview preview={results.preview} />
                  ) : null}
                </div>
              )}
              <div>
                <ul className={styles.list} aria-label={results.label}>
                  {results.cards.map((card) => (
                    <ContactCard
                      key={card.id}
                      card={card}
                      anchor={view.anchor}
                      onMore={hydrated ? onMore : undefined}
                    />
                  ))}
                </ul>
                {results.more ? (
                  <div className={[styles.more, ...results.more.hiddenOn.map((s) => styles.hiddenOn[s])].join(" ")}>
                    <Link
                      to={results.more.href}
                      preventScrollReset
                      className={buttonClassName({ variant: "secondary" })}
                    >
                      {results.more.label}
                    </Link>
                  </div>
                ) : null}
              </div>
            </div>
          )}
        </>
      )}
      {open ? (
        <Suspense fallback={null}>
          <ContactDialog card={open} labels={view.dialog} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
