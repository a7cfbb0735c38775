import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { env } from "~/env.server";
import { ContactActions, ContactDetails, ContactLogo, ContactMeta } from "~/finder/contact-card";
import * as finder from "~/finder/finder.css";
import { localeOfPath } from "~/i18n/href";
import { metaFromLoader } from "~/seo/page-meta";
import { ErrorState } from "~/ui/error-state/error-state";
import { container, pageBlock } from "~/ui/layout.css";

import { dealerView } from "./view.server";

/** One dealer or contact of the finder (issue 15): /{locale}/{revendas|distribuidores|dealers}/{id}. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return dealerView(localeOfPath(url.pathname)!, url, env.PUBLIC_URL, params.dealerId ?? "");
}

const pageHead = metaFromLoader();

export const meta: MetaFunction<typeof loader> = (args) => {
  const head = pageHead(args);
  return args.data?.state === "ready" ? [...head, { "script:ld+json": args.data.jsonLd }] : head;
};

export default function DealerPage() {
  const data = useLoaderData<typeof loader>();
  if (data.state === "error")
    return (
      <div className={`${container} ${pageBlock}`}>
        <ErrorState
          title={data.error.title}
          subtitle={data.error.subtitle}
          headingLevel={2}
          action={{ label: data.error.retry.label, href: data.error.retry.href, reloadDocument: true }}
        />
      </div>
    );
  const { card } = data;
  return (
    <article className={`${container} ${pageBlock}`} aria-labelledby="dealer-title">
      <div className={finder.cardHead}>
        <ContactLogo card={card} />
        <div>
          <h1 id="dealer-title" className={finder.heading}>
            {card.title}
          </h1>
          <ContactMeta card={card} />
        </div>
      </div>
      <p className={finder.lead}>{card.description}</p>
      <h2 className={finder.legend}>{data.headings.contact}</h2>
      <ContactDetails details={card.details} />
      <div className={finder.pageActions}>
        <ContactActions card={card} />
      </div>
      {data.facets.crops.length ? (
        <>
          <h2 className={finder.legend}>{data.headings.crops}</h2>
          <p>{data.facets.crops.join(", ")}</p>
        </>
      ) : null}
      {data.facets.services.length ? (
        <>
          <h2 className={finder.legend}>{data.headings.services}</h2>
          <p>{data.facets.services.join(", ")}</p>
        </>
      ) : null}
    </article>
  );
}
