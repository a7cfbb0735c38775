import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data as respond, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { getUserContext, requireUser } from "~/auth/user.server";
import { contentForYouQuery } from "~/domain/interests/content-for-you";
import { topicsFormSchema } from "~/domain/interests/topics-form";
import { finishSubmission, type SubmissionRefused } from "~/forms/finish-submission.server";
import { readQuery, translatedReply } from "~/forms/read-query";
import { localeOfPath } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import {
  bannerView,
  themesRequest,
  themesView,
  TOPICS_OPEN,
  TOPICS_PARAM,
  topicsBlockView,
  topicsFormView,
  withQuery,
} from "~/interests/view.server";
import { SCRIPTS } from "~/light/route-scripts";
import { settle } from "~/loyalty/access.server";
import { indexBareAddressOnly, metaFromLoader, PRIVATE_PAGE } from "~/seo/page-meta";
import { getInterests, getPreferredThemes, getTopics } from "~/services/interests/client.server";
import { TOPIC_GROUPS } from "~/services/interests/contract";
import { submissionKey } from "~/store/portal-outbox.server";

import { ContentForYouPage } from "./content-for-you-page";

/**
 * Content for you (spec 001 §2 §4 §5): the article banner, the grower's
 * topics of interest (first 4), their preferred themes (type C, 6 a page,
 * `?page=`), the topics modal (`?topics=choose`) and the preferences panel
 * (`?panel=preferences`). Both open from the URL, so they work as plain
 * pages without JavaScript and as a dialog and a side sheet with it; both
 * post the whole set of topics here, which goes through the outbox
 * (decision 0026). Anonymous visitors see the banner that signs them in and
 * brings them back.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname)!;
  const query = readQuery(url.searchParams, contentForYouQuery).value;
  const [t, context] = await Promise.all([i18nServer.getFixedT(locale, "interests"), getUserContext(request, locale)]);
  const meta = { title: t("meta.title"), description: t("meta.description") };
  const page = { heading: t("heading"), lead: t("lead") };
  if (!context.isLoggedIn || !context.user) {
    return { kind: "anonymous" as const, meta, page, banner: bannerView(t, url, false, null) };
  }
  const document = context.user.document;
  if (!document) {
    return {
      kind: "no-document" as const,
      meta,
      page,
      notice: { title: t("noDocument.title"), body: t("noDocument.body") },
    };
  }
  const [topics, interests] = await Promise.all([settle(getTopics(locale)), settle(getInterests(document))]);
  const request_ = themesRequest(topics, interests, query.page);
  // The themes are asked for by group, which the topic lists tell: without them, the widget cannot ask.
  const themes = request_
    ? await settle(getPreferredThemes(document, locale, request_))
    : interests.ok && interests.value.length > 0
      ? { ok: false as const, error: topics.ok ? null : topics.error }
      : null;
  const closeHref = withQuery(url, { [TOPICS_PARAM]: null, panel: null });
  const formFor = () =>
    topics.ok
      ? topicsFormView(t, topics.value, interests.ok ? interests.value : [], {
          submissionKey: submissionKey("interests"),
          closeHref,
        })
      : null;
  const topicsOpen = url.searchParams.get(TOPICS_PARAM) === TOPICS_OPEN;
  const panelOpen = query.panel === "preferences";
  return {
    kind: "grower" as const,
    meta,
    page,
    banner: bannerView(t, url, true, interests.ok ? interests.value : null),
    topics: topicsBlockView(t, url, topics, interests),
    themes: themesView(t, url, query.page, topics, themes),
    modal: {
      open: topicsOpen && !panelOpen,
      title: t("form.modalTitle"),
      description: t("form.modalDescription"),
      close: t("form.close"),
      closeHref,
      unavailable: t("form.unavailable"),
      form: topicsOpen && !panelOpen ? formFor() : null,
    },
    panel: {
      open: panelOpen,
      title: t("preferences.title"),
      description: t("preferences.description"),
      close: t("form.close"),
      closeHref,
      unavailable: t("form.unavailable"),
      form: panelOpen ? formFor() : null,
    },
  };
}

export type ContentForYouData = Awaited<ReturnType<typeof loader>>;

/** A form that comes back: conform's reply with translated messages, or the outbox's refusal. */
export type TopicsActionData = { reply: SubmissionResult<string[]> } | SubmissionRefused;

/**
 * Saves the whole set of topics: validated here (at least one, each one the
 * upstream offers), then stored in the outbox under the form's key and
 * delivered with it as Idempotency-Key (a double submit is one change), 303
 * to the receipt. A refusal comes back beside the form with what was ticked.
 */
export async function action({ request }: ActionFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)!;
  const { user } = await requireUser(request, locale);
  const t = await i18nServer.getFixedT(locale, "interests");
  const formData = await request.formData();
  if (!user.document) return respond<SubmissionRefused>({ submissionError: t("noDocument.body") }, { status: 403 });
  const topics = await settle(getTopics(locale));
  if (!topics.ok) return respond<SubmissionRefused>({ submissionError: t("form.unavailable") }, { status: 503 });
  const known = new Set(TOPIC_GROUPS.flatMap((group) => topics.value[group].map((topic) => topic.id)));
  const submission = parseWithZod(formData, { schema: topicsFormSchema(known) });
  if (submission.status !== "success") {
    return respond<TopicsActionData>({ reply: translatedReply(submission.reply(), t) }, { status: 400 });
  }
  return finishSubmission(request, formData, "interests", {
    document: user.document,
    interests: submission.value.interests,
  });
}

export const meta = metaFromLoader(indexBareAddressOnly(PRIVATE_PAGE));

/** Ships the client runtime: the topics chooser and preferences are dialogs and save without a page load. */
export const handle = SCRIPTS;

export default function ContentForYou() {
  return <ContentForYouPage data={useLoaderData<typeof loader>()} action={useActionData<typeof action>() ?? null} />;
}
