import type { AccountData } from "./route";

export function AccountOverview({ data }: { data: AccountData }) {
  const blocks = [data.blocks.onboarding, data.blocks.finance, data.blocks.cultivar, data.blocks.eleva, data.blocks.carbon];
  return (
    <section>
      <h1>{data.heading}</h1>
      <h2>{data.profile.heading}</h2>
      <dl>
        {data.profile.rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <h2>{data.loyalty.heading}</h2>
      <p>{data.loyalty.text}</p>
      {blocks.map((block) =>
        block ? (
          <section key={block.title}>
            <h2>{block.title}</h2>
            <p>{block.body}</p>
          </section>
        ) : null,
      )}
    </section>
  );
}
