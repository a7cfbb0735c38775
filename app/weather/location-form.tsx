import { Form, useSubmit } from "@remix-run/react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";

import { Button } from "~/ui/button/button";
import { useHydrated } from "~/ui/hooks/use-hydrated";

import * as styles from "./weather.css";
import type { WeatherFormView } from "./weather-view.server";

/**
 * The weather widget's location form (spec 002 §4 §5). Without JavaScript: a town or postcode and a submit button;
 * the server picks the first match (POST → 303). With it: suggestions as the grower types (300 ms after the last key,
 * from /api/weather/places), arrow keys and Enter (the first suggestion when none is highlighted; the inline error
 * when there is none), and "use my location" (the device's position; a refusal shows the denied-access tooltip).
 */
/** Without JavaScript the typed text is searched and its first match taken. */
const SEARCH_INTENT = "search";
type Suggestion = { placeId: string; description: string };
type LocalProblem = "inline" | "server" | "geocode" | "denied" | null;

export function LocationForm({ form, problem }: { form: WeatherFormView; problem: string | null }) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const ids = useId();
  const inputId = `${ids}-q`;
  const listId = `${ids}-suggestions`;
  const errorId = `${ids}-error`;
  const hintId = `${ids}-hint`;
  const [text, setText] = useState(form.typed);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [answeredFor, setAnsweredFor] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const [local, setLocal] = useState<LocalProblem>(null);
  const [locating, setLocating] = useState(false);
  // While the suggestions are asked for (aria-busy): until then Enter cannot yet tell "none" from "not in yet".
  const [asking, setAsking] = useState(false);
  const lastAsked = useRef("");

  // Debounced suggestions: one request 300 ms after the last keystroke; an older answer never replaces a newer one.
  useEffect(() => {
    const query = text.trim();
    if (!hydrated || query.length < form.minCharacters || query === lastAsked.current) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      lastAsked.current = query;
      setAsking(true);
      try {
        const params = new URLSearchParams({ locale: form.locale, q: query });
        const response = await fetch(`${form.placesUrl}?${params}`, { signal: controller.signal });
        const answer = (await response.json()) as { suggestions: Suggestion[]; problem?: "server" };
        setSuggestions(answer.suggestions);
        setAnsweredFor(query);
        setActive(-1);
        setOpen(true);
        setLocal(answer.problem ?? null);
      } catch (error) {
        if ((error as Error).name !== "AbortError") setLocal("server");
      } finally {
        setAsking(false);
      }
    }, form.debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, hydrated, form.locale, form.placesUrl, form.minCharacters, form.debounceMs]);

  function send(fields: Record<string, string>) {
    submit(
      { locale: form.locale, returnTo: form.returnTo, q: text, ...fields },
      { method: "post", action: form.action },
    );
  }

  function pick(suggestion: Suggestion) {
    setOpen(false);
    setText(suggestion.description);
    send({ intent: "place", placeId: suggestion.placeId, q: suggestion.description });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!suggestions.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === "Escape") {
      setOpen(false);
      setLocal((current) => (current === "denied" ? null : current));
    } else if (event.key === "Enter") {
      // Enter picks the highlighted suggestion, else the first; with the answer in and none to pick: the inline error.
      const answered = answeredFor === text.trim();
      const chosen = suggestions[active] ?? (answered ? suggestions[0] : undefined);
      if (chosen) {
        event.preventDefault();
        pick(chosen);
      } else if (answered || text.trim().length < form.minCharacters) {
        event.preventDefault();
        setLocal("inline");
      }
      // Otherwise the answer is not in yet: the form goes as typed and the server picks the first match.
    }
  }

  function locate() {
    if (!("geolocation" in navigator)) return setLocal("geocode");
    setLocating(true);
    setLocal(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        send({ intent: "position", lat: String(position.coords.latitude), lng: String(position.coords.longitude) });
      },
      (failure) => {
        setLocating(false);
        // Spec 002 §4: permission denied (code 1) shows the tooltip; anything else is the geocode error.
        setLocal(failure.code === 1 ? "denied" : "geocode");
      },
      { timeout: 10_000, maximumAge: 600_000 },
    );
  }

  const message = local && local !== "denied" ? form.messages[local] : problem;
  const listShown = hydrated && open && suggestions.length > 0;
  return (
    <Form method="post" action={form.action} className={styles.form}>
      <input type="hidden" name="locale" value={form.locale} />
      <input type="hidden" name="returnTo" value={form.returnTo} />
      <input type="hidden" name="intent" value={SEARCH_INTENT} />
      <div className={styles.inputWrap}>
        <label className={styles.label} htmlFor={inputId}>
          {form.label}
        </label>
        <input
          id={inputId}
          name="q"
          className={styles.input}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setLocal(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          required
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${hintId} ${errorId}` : hintId}
          {...(hydrated
            ? {
                role: "combobox",
                "aria-autocomplete": "list" as const,
                "aria-expanded": listShown,
                "aria-busy": asking,
                "aria-controls": listId,
                "aria-activedescendant": listShown && active >= 0 ? `${listId}-${active}` : undefined,
              }
            : {})}
        />
        {hydrated ? (
          <ul
            id={listId}
            role="listbox"
            aria-label={form.suggestions}
            className={styles.suggestions}
            hidden={!listShown}
          >
            {suggestions.map((suggestion, index) => (
              <li
                key={suggestion.placeId}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={styles.suggestion}
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(suggestion);
                }}
              >
                {suggestion.description}
              </li>
            ))}
          </ul>
        ) : null}
        <p id={hintId} className={styles.hint}>
          {form.hint}
        </p>
        <p id={errorId} className={styles.error} role="alert">
          {message}
        </p>
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="primary">
          {form.submit}
        </Button>
        {hydrated ? (
          <Button type="button" variant="secondary" onClick={locate} loading={locating} loadingLabel={form.locating}>
            {form.useMyLocation}
          </Button>
        ) : null}
        {local === "denied" ? (
          <div role="status" className={styles.tooltip}>
            <strong className={styles.tooltipTitle}>{form.messages.deniedTitle}</strong>
            {form.messages.deniedText}
          </div>
        ) : null}
      </div>
    </Form>
  );
}
