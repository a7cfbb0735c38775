/**
 * What search engines need of each schema.org type the portal publishes as JSON-LD (issue 27, decision 0054): the
 * properties Google's structured-data documentation requires for the type's result, and the few this site promises
 * on top (absolute addresses, dates with their zone). It lives beside the browser suite, apart from the code that
 * builds the blocks, so a builder cannot pass by agreeing with itself. A @type missing from the table is a fault:
 * publishing a new type starts by writing down what it needs here.
 */
type Node = Record<string, unknown>;
type Rule = (node: Node) => string[];

const isObject = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown) => typeof value === "string" && value.trim().length > 0;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/** An absolute http(s) address: search engines drop relative ones. */
function isAbsoluteUrl(value: unknown): boolean {
  if (typeof value !== "string") return false;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** ISO 8601 date and time with its zone ("2026-11-20T00:00:00-03:00"): a bare day is read as UTC midnight. */
const DATE_TIME_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const ISO_DURATION = /^P(?!$)(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/;

/** An image given as its address or as an ImageObject with one. */
const imageUrl = (value: unknown) => (isObject(value) ? value.url : value);

function needText(node: Node, ...names: string[]): string[] {
  return names.filter((name) => !text(node[name])).map((name) => `${name} missing`);
}

function needUrl(node: Node, ...names: string[]): string[] {
  return names.flatMap((name) => {
    const values = list(node[name]).map(imageUrl);
    if (values.length === 0) return [`${name} missing`];
    return values.filter((value) => !isAbsoluteUrl(value)).map((value) => `${name} not an absolute URL: ${value}`);
  });
}

function needDateTime(node: Node, name: string): string[] {
  if (!text(node[name])) return [`${name} missing`];
  return DATE_TIME_WITH_ZONE.test(node[name] as string) ? [] : [`${name} without time and zone: ${node[name]}`];
}

const article: Rule = (node) => {
  const authors = list(node.author);
  return [
    ...needText(node, "headline"),
    ...needUrl(node, "image"),
    ...needDateTime(node, "datePublished"),
    ...(node.dateModified === undefined ? [] : needDateTime(node, "dateModified")),
    ...(authors.length && authors.every((a) => isObject(a) && text(a.name)) ? [] : ["author without a name"]),
  ];
};

const breadcrumbList: Rule = (node) => {
  const items = list(node.itemListElement);
  if (items.length === 0) return ["itemListElement missing"];
  return items.flatMap((item, index) => {
    if (!isObject(item) || item["@type"] !== "ListItem") return [`item ${index + 1} is not a ListItem`];
    const last = index === items.length - 1;
    return [
      ...(item.position === index + 1 ? [] : [`item ${index + 1} has position ${String(item.position)}`]),
      ...needText(item, "name").map((fault) => `item ${index + 1}: ${fault}`),
      // Only the last crumb (the page itself) may leave out its address.
      ...(last && item.item === undefined ? [] : needUrl(item, "item").map((fault) => `item ${index + 1}: ${fault}`)),
    ];
  });
};

const organization: Rule = (node) => [...needText(node, "name"), ...needUrl(node, "url", "logo")];

/** A site's name (Google's site names) and, where it has one, its search (the sitelinks search box). */
const webSite: Rule = (node) => {
  const action = node.potentialAction;
  if (action === undefined) return [...needText(node, "name"), ...needUrl(node, "url")];
  if (!isObject(action) || action["@type"] !== "SearchAction") return ["potentialAction is not a SearchAction"];
  const target = isObject(action.target) ? action.target.urlTemplate : action.target;
  return [
    ...needText(node, "name"),
    ...needUrl(node, "url"),
    ...(typeof target === "string" && target.includes("{search_term_string}") && isAbsoluteUrl(target)
      ? []
      : [`SearchAction target without {search_term_string}: ${String(target)}`]),
    ...(action["query-input"] === "required name=search_term_string" ? [] : ["SearchAction query-input missing"]),
  ];
};

const videoObject: Rule = (node) => [
  ...needText(node, "name", "description"),
  ...needUrl(node, "thumbnailUrl"),
  ...needDateTime(node, "uploadDate"),
  ...(isAbsoluteUrl(node.embedUrl) || isAbsoluteUrl(node.contentUrl) ? [] : ["neither embedUrl nor contentUrl"]),
  ...(node.duration === undefined || ISO_DURATION.test(String(node.duration)) ? [] : [`duration ${node.duration}`]),
];

const localBusiness: Rule = (node) => {
  const address = node.address;
  return [
    ...needText(node, "name"),
    ...needUrl(node, "url"),
    ...(isObject(address) && address["@type"] === "PostalAddress"
      ? [
          ...needText(address, "streetAddress", "addressLocality").map((fault) => `address: ${fault}`),
          ...(/^[A-Z]{2}$/.test(String(address.addressCountry)) ? [] : ["address: addressCountry not ISO 3166"]),
        ]
      : ["address missing"]),
  ];
};

const faqPage: Rule = (node) => {
  const questions = list(node.mainEntity);
  if (questions.length === 0) return ["mainEntity missing"];
  return questions.flatMap((question, index) =>
    isObject(question) &&
    question["@type"] === "Question" &&
    text(question.name) &&
    isObject(question.acceptedAnswer) &&
    text(question.acceptedAnswer.text)
      ? []
      : [`question ${index + 1} without its name or its answer's text`],
  );
};

/** A page about one thing that is not sold here (a product page: decision 0054). */
const itemPage: Rule = (node) => [
  ...needText(node, "name"),
  ...needUrl(node, "url"),
  ...(list(node.about).some((about) => isObject(about) && text(about.name)) ? [] : ["about missing"]),
];

/** Not published (decision 0054); kept so a Product cannot return without what its rich result requires. */
const product: Rule = (node) => [
  ...needText(node, "name"),
  ...(node.offers !== undefined || node.review !== undefined || node.aggregateRating !== undefined
    ? []
    : ["none of offers, review or aggregateRating"]),
  ...list(node.offers).flatMap((offer) =>
    isObject(offer) && (offer.price !== undefined || isObject(offer.priceSpecification))
      ? []
      : ["an offer without a price"],
  ),
];

const REQUIRED_BY_TYPE: Readonly<Record<string, Rule>> = {
  Article: article,
  NewsArticle: article,
  BreadcrumbList: breadcrumbList,
  Organization: organization,
  WebSite: webSite,
  VideoObject: videoObject,
  LocalBusiness: localBusiness,
  FAQPage: faqPage,
  ItemPage: itemPage,
  Product: product,
};

/** The top-level items of a JSON-LD block: the block itself, or the members of its @graph. */
export function itemsOf(block: unknown): Node[] {
  if (!isObject(block)) return [];
  return Array.isArray(block["@graph"]) ? block["@graph"].filter(isObject) : [block];
}

/** What is wrong with one JSON-LD block's text: it does not parse, or an item lacks what its type requires. */
export function structuredDataFaults(source: string): string[] {
  let block: unknown;
  try {
    block = JSON.parse(source);
  } catch (error) {
    return [`does not parse: ${(error as Error).message}`];
  }
  if (!isObject(block) || block["@context"] !== "https://schema.org") return ["@context is not https://schema.org"];
  const items = itemsOf(block);
  if (items.length === 0) return ["no item"];
  return items.flatMap((item) => {
    const type = String(item["@type"]);
    const rule = REQUIRED_BY_TYPE[type];
    if (!rule) return [`@type ${type} is not in the table of required properties`];
    return rule(item).map((fault) => `${type}: ${fault}`);
  });
}

/** Every absolute address anywhere inside a JSON-LD value (its @id, url, item, image, logo, embedUrl ...). */
export function urlsIn(value: unknown): string[] {
  if (typeof value === "string") return isAbsoluteUrl(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(urlsIn);
  if (isObject(value))
    return Object.entries(value).flatMap(([key, inner]) => (key === "@context" ? [] : urlsIn(inner)));
  return [];
}
