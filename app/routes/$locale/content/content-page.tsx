import type { ContentData } from "./route";

/** One titled block of an editorial page; its id is the anchor the sticky menu scrolls to. */
export interface ContentSection {
  id: string;
  title: string;
  paragraphs: string[];
}

export function ContentPage({ data }: { data: ContentData }) {
  return (
    <article>
      <h1>{data.title}</h1>
      <p>{data.lead}</p>
      {data.sections.map((section) => (
        <section key={section.id} id={section.id}>
          <h2>{section.title}</h2>
          {section.paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
