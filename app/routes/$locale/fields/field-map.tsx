import { Form } from "@remix-run/react";

import * as shared from "~/field-data/field-page.css";
import { buttonClassName } from "~/ui/button/button";

import * as dashboard from "./dashboard.css";
import * as styles from "./field-map.css";
import type { FieldMapView } from "./field-map.server";

/**
 * The field map without JavaScript (issue 31): each farm's fields drawn on the server as SVG, coloured by the
 * chosen crop's yield, the legend beneath and a table that says what the colours say, field by field. The crop is
 * a GET form beside the season's (?cultivo=).
 */
export function FieldMap({ view, season }: { view: FieldMapView; season: string }) {
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
        <Form method="get" className={shared.form}>
          <input type="hidden" name="temporada" value={season} />
          <div className={shared.label}>
            <label htmlFor="fields-cultivo">{view.cropForm.label}</label>
            <select
              id="fields-cultivo"
              name="cultivo"
              defaultValue={view.cropForm.selected}
              key={view.cropForm.selected}
              className={shared.select}
            >
              {view.cropForm.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonClassName({ variant: "secondary" })}>
            {view.cropForm.submit}
          </button>
        </Form>
      ) : null}
      <div className={styles.farms}>
        {view.farms.map((farm) => (
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
      <p className={styles.legendTitle} id="field-map-legend">
        {view.legend.title}
      </p>
      <ul className={styles.legend} aria-labelledby="field-map-legend">
        {view.legend.items.map((item) => (
          <li key={item.label}>
            <span className={styles.swatch} style={{ background: item.colour }} aria-hidden="true" />
            {item.label}
          </li>
        ))}
      </ul>
      <MapTable table={view.table} />
    </section>
  );
}

type MapTableView = Extract<FieldMapView, { table: unknown }>["table"];

function MapTable({ table }: { table: MapTableView }) {
  const h = table.headers;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls sideways takes the focus
    <div className={dashboard.tableWrap} role="region" aria-label={table.caption} tabIndex={0}>
      <table className={dashboard.table}>
        <caption className={dashboard.caption}>{table.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{h.field}</th>
            <th scope="col">{h.farm}</th>
            <th scope="col">{h.area}</th>
            <th scope="col">{h.crop}</th>
            <th scope="col">{h.yield}</th>
            <th scope="col">{h.colour}</th>
            <th scope="col">{h.boundary}</th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.id} id={`campo-${row.id}`} data-field={row.id}>
              <th scope="row">{row.name}</th>
              <td>{row.farm}</td>
              <td className={dashboard.num}>{row.area}</td>
              <td>{row.crop}</td>
              <td className={dashboard.num}>{row.yield}</td>
              <td>
                <span className={styles.swatch} style={{ background: row.colour }} aria-hidden="true" />
              </td>
              <td>{row.boundary}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
