import { Form } from "@remix-run/react";

import { SETTINGS_INTENT } from "~/alerts/settings-intents";
import type { SettingsView } from "~/alerts/settings-view.server";
import { Button } from "~/ui/button/button";
import { SelectField, TextField } from "~/ui/field/field";
import { container, pageBlock } from "~/ui/layout.css";

import { CodeForm, ContactForm } from "./contact-form";
import * as styles from "./settings.css";

/** The alert settings page (route.tsx): the choices form, the WhatsApp number, the places followed. */
export function SettingsPage({ view }: { view: SettingsView }) {
  const { matrix, email, phone, quiet, places } = view;
  return (
    <div className={`${container} ${pageBlock} ${styles.page}`}>
      <header>
        <h1>{view.title}</h1>
        <p>{view.lead}</p>
      </header>
      {view.notice ? (
        <p role="status" className={styles.notice}>
          {view.notice}
        </p>
      ) : null}
      {view.errorSummary ? (
        <p role="alert" className={styles.problem}>
          {view.errorSummary}
        </p>
      ) : null}

      <Form method="post" className={styles.section}>
        <input type="hidden" name="intent" value={SETTINGS_INTENT.save} />
        <div className={styles.matrixBox}>
          <table className={styles.matrix}>
            <caption>{matrix.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{matrix.kindHeader}</th>
                {matrix.channels.map((channel) => (
                  <th scope="col" key={channel.channel}>
                    {channel.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {matrix.rows.map((row) => (
                <tr key={row.kind}>
                  <th scope="row">{row.label}</th>
                  {matrix.channels.map((channel) => (
                    <td key={channel.channel}>
                      {channel.offered ? (
                        <input
                          type="checkbox"
                          name="choice"
                          value={`${row.kind}:${channel.channel}`}
                          defaultChecked={row.checked[channel.channel]}
                          aria-label={`${row.label}: ${channel.label}`}
                          className={styles.box}
                        />
                      ) : (
                        <span className={styles.muted}>{matrix.notOffered}</span>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <fieldset className={styles.fieldset}>
          <legend>{email.legend}</legend>
          <TextField
            name="email"
            type="email"
            autoComplete="email"
            label={email.label}
            hint={email.hint}
            defaultValue={email.value}
            errors={email.error}
          />
          {email.confirmed ? <p className={styles.muted}>{email.confirmed}</p> : null}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>{quiet.legend}</legend>
          <p className={styles.muted}>{quiet.hint}</p>
          <div className={styles.row}>
            <TextField
              name="quietFrom"
              type="time"
              label={quiet.from.label}
              defaultValue={quiet.from.value}
              errors={quiet.from.error}
            />
            <TextField
              name="quietTo"
              type="time"
              label={quiet.to.label}
              defaultValue={quiet.to.value}
              errors={quiet.to.error}
            />
          </div>
          {quiet.zone ? (
            <SelectField
              name="timeZone"
              label={quiet.zone.label}
              options={quiet.zone.options}
              defaultValue={quiet.zone.value}
              errors={quiet.zone.error}
            />
          ) : null}
        </fieldset>
        <div>
          <Button type="submit">{view.save}</Button>
        </div>
      </Form>

      <CodeForm
        intent={SETTINGS_INTENT.confirmEmail}
        name="emailCode"
        note={email.pending}
        submit={email.confirm}
        code={email.code}
      />

      {phone ? (
        <section className={styles.section} aria-labelledby="alert-phone">
          <h2 id="alert-phone">{phone.legend}</h2>
          {phone.confirmed ? (
            <Form method="post" className={styles.row}>
              <p>{phone.confirmed}</p>
              <input type="hidden" name="intent" value={SETTINGS_INTENT.removePhone} />
              <Button type="submit" variant="secondary" size="sm">
                {phone.remove}
              </Button>
            </Form>
          ) : null}
          <ContactForm intent={SETTINGS_INTENT.phone} submit={phone.send} secondary>
            <TextField
              name="phone"
              type="tel"
              autoComplete="tel"
              label={phone.label}
              hint={phone.hint}
              defaultValue={phone.value}
              errors={phone.error}
            />
          </ContactForm>
          <CodeForm
            intent={SETTINGS_INTENT.confirm}
            name="code"
            note={phone.pending}
            submit={phone.confirm}
            code={phone.code}
          />
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="alert-places">
        <h2 id="alert-places">{places.legend}</h2>
        {places.empty ? <p>{places.empty}</p> : null}
        <ul className={styles.places}>
          {places.followed.map((place) => (
            <li key={place.id} className={styles.row}>
              <span>{place.name}</span>
              <Form method="post">
                <input type="hidden" name="intent" value={SETTINGS_INTENT.unfollow} />
                <input type="hidden" name="place" value={place.id} />
                <Button type="submit" variant="ghost" size="sm">
                  {place.unfollow}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
        {places.follow ? (
          <Form method="post">
            <input type="hidden" name="intent" value={SETTINGS_INTENT.follow} />
            <Button type="submit" variant="secondary">
              {places.follow}
            </Button>
          </Form>
        ) : null}
        {places.limit ? <p>{places.limit}</p> : null}
        {places.choose ? <a href={places.choose.href}>{places.choose.label}</a> : null}
      </section>
    </div>
  );
}
