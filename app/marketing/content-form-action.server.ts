import { type ActionFunctionArgs, redirect } from "@remix-run/node";

import { getUserContext } from "~/auth/user.server";
import type { Block } from "~/content/block-schemas";
import { applyContainers } from "~/content/containers";
import { contentPathOf, publishedPage } from "~/content/page.server";
import { localeOfPath } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { INVALID_BLOCK } from "~/services/content/contract";
import { enforceRateLimit } from "~/services/rate-limit.server";

import { submitFormBlock } from "./block-forms.server";
import { formSettingsOf, isFormBlock } from "./form-settings.server";

/**
 * The content pages' action: the POST of a form block on the page (newsletter, marketing or contact
 * form; decision 0044). The page is read again from the content service and the block found by its id
 * among those this visitor may see, so what a form asks for and where it sends it come from the
 * published page, never from the POST. Counted by the `marketing-forms` rate limit; spam also meets the
 * honeypot, never a CAPTCHA. A POST naming no form block of the page goes back to the page.
 */
export async function contentFormAction({ request, context }: ActionFunctionArgs) {
  await enforceRateLimit(context, "marketing-forms");
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname)!;
  const [form, page, user, t] = await Promise.all([
    request.formData(),
    publishedPage(locale, contentPathOf(url.pathname, locale)),
    getUserContext(request, locale),
    i18nServer.getFixedT(locale, "marketing"),
  ]);
  const valid = page.blocks.filter((block): block is Block => block.kind !== INVALID_BLOCK);
  const outcome = applyContainers(valid, user);
  const blockId = form.get("block");
  const block = outcome.kind === "show" ? outcome.blocks.find((b) => isFormBlock(b) && b.id === blockId) : undefined;
  const settings = block && isFormBlock(block) ? formSettingsOf(block, locale, user, t) : null;
  if (!settings) return redirect(url.pathname, 303);
  return submitFormBlock(settings, { request, form, locale, url });
}
