import { lazy, useState } from "react";

import { ChoiceForm } from "~/field-data/choice-form";
import * as shared from "~/field-data/field-page.css";
import { MapToggle, type MapToggleCopy } from "~/finder/map-toggle";

import * as dashboard from "./dashboard.css";
import * as styles from "./field-map.css";
import type { FieldMapView } from "./field-map.server";
import { ScrollTable } from "./scroll-table";

// MapLibre GL (~300 KB gzip) and the field layers arrive only when the grower taps "show the interactive map".
const FieldMapInteractive = lazy(() => import("./field-map-interactive.client"));

type Consent = Pick<MapToggleCopy, "consentTitle" | "consentText" | "consentAccept" | "consentCancel">;

/**
 * The field map without JavaScript (issue 31): each farm's fields drawn on the server as SVG, coloured by the
 * chosen crop's yield, the legend beneath and a table that says what the colours say, field by field. The crop is
 * a GET form beside the season's (?cultivo=).
 */
export function FieldMap({
  view,
  season,
  consent,
  hydrated,
}: {
  view: FieldMapView;
  season: string;
  consent: Consent;
  hydrated: boolean;
}) {
  const [selected, setSelected] = useState<string | null>(null);
  // A field chosen in the list while the map is open: the map goes to it (`at` makes each choice a new request).
  const [focus, setFocus] = useState<{ id: string; at: number } | null>(null);
  const [open, setOpen] = useState(false);
  const show = (id: string) => {
    setSelected(id);
    setFocus({ id, at: Date.now() });
  };
  if ("unavailable" in view)
    return (
      <section className={styles.section} aria-labelledby="field-map-heading">
        <h2 id="field-map-heading" className={shared.heading}>
          {view.heading}
        </h2>
        <p className={shared.note}>{view.unavailable}</p>
      </section>
    );
  return (
    <section className={styles.section} aria-labelledby="field-map-heading">
      <h2 id="field-map-heading" className={shared.heading}>
        {view.heading}
      </h2>
      {view.cropForm ? (
        <ChoiceForm
          id="fields-cultivo"
          name="cultivo"
          choice={view.cropForm}
          carried={[{ name: "temporada", value: season }]}
          secondary
        />
      ) : null}
      {hydrated ? (
        <MapToggle
          copy={{ ...view.interactive.copy, ...consent }}
          needsConsent={view.interactive.style !== null}
          preview={<Drawings farms={view.farms} />}
          onOpenChange={setOpen}
          map={<FieldMapInteractive view={view.interactive} selected={selected} focus={focus} onSelect={setSelected} />}
        />
      ) : (
        <Drawings farms={view.farms} />
      )}
      {/* The legend is a group named by its title; its list stays unnamed, so it is never taken for the cards' list. */}
      <div role="group" aria-labelledby="field-map-legend">
        <p className={styles.legendTitle} id="field-map-legend">
          {view.legend.title}
        </p>
        <ul className={styles.legend}>
          {view.legend.items.map((item) => (
            <li key={item.label}>
              <span className={styles.swatch} style={{ background: item.colour }} aria-hidden="true" />
              {item.label}
            </li>
          ))}
        </ul>
      </div>
      <MapTable table={view.table} selected={selected} show={open ? show : null} />
    </section>
  );
}

type Farms = Extract<FieldMapView, { farms: unknown }>["farms"];

/** Each farm's fields drawn on the server: the map without JavaScript, and the preview before the tap. */
function Drawings({ farms }: { farms: Farms }) {
  return (
    <div className={styles.farms}>
      {farms.map((farm) => (
        <figure key={farm.name} className={styles.farm}>
          <svg
            className={styles.drawing}
            viewBox={`0 0 ${farm.width} ${farm.height}`}
            role="img"
            aria-label={farm.label}
          >
            {farm.shapes.map((shape) =>
              shape.kind === "polygon" ? (
                <path key={shape.id} className={styles.shape} d={shape.d} fill={shape.colour} data-field={shape.id}>
                  <title>{shape.title}</title>
                </path>
              ) : (
                <circle
                  key={shape.id}
                  className={styles.point}
                  cx={shape.cx}
                  cy={shape.cy}
                  r={shape.r}
                  fill={shape.colour}
                  data-field={shape.id}
                >
                  <title>{shape.title}</title>
                </circle>
              ),
            )}
          </svg>
          <figcaption className={styles.farmName}>{farm.name}</figcaption>
        </figure>
      ))}
    </div>
  );
}

type MapTableView = Extract<FieldMapView, { table: unknown }>["table"];

function MapTable({
  table,
  selected,
  show,
}: {
  table: MapTableView;
  selected: string | null;
  /** While the interactive map is open: each field's "show on the map". */
  show: ((id: string) => void) | null;
}) {
  const h = table.headers;
  return (
    <ScrollTable caption={table.caption}>
      <thead>
        <tr>
          <th scope="col">{h.field}</th>
          <th scope="col">{h.farm}</th>
          <th scope="col">{h.area}</th>
          <th scope="col">{h.crop}</th>
          <th scope="col">{h.yield}</th>
          <th scope="col">{h.colour}</th>
          <th scope="col">{h.boundary}</th>
          <th scope="col">{h.recommendations}</th>
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row) => (
          <tr
            key={row.id}
            id={`campo-${row.id}`}
            data-field={row.id}
            className={row.id === selected ? styles.selectedRow : undefined}
            aria-current={row.id === selected ? "true" : undefined}
          >
            <th scope="row">
              {row.name}
              {show ? (
                <>
                  {" "}
                  <button type="button" className={styles.showButton} onClick={() => show(row.id)}>
                    {table.show}
                    <span className={shared.srOnly}> {row.name}</span>
                  </button>
                </>
              ) : null}
            </th>
            <td>{row.farm}</td>
            <td className={dashboard.num}>{row.area}</td>
            <td>{row.crop}</td>
            <td className={dashboard.num}>{row.yield}</td>
            <td>
              <span className={styles.swatch} style={{ background: row.colour }} aria-hidden="true" />
            </td>
            <td>{row.boundary}</td>
            <td>
              <a href={row.recommendations}>{table.recommendations}</a>
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
