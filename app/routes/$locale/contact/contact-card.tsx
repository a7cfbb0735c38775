interface ContactLine {
  label: string;
  value: string;
  href: string;
}

export interface ContactCardProps {
  heading: string;
  lead: string;
  contact: { hours: { label: string; value: string }; phone: ContactLine; whatsApp: ContactLine; email: ContactLine };
}

export function ContactCard({ heading, lead, contact }: ContactCardProps) {
  return (
    <section>
      <h1>{heading}</h1>
      <p>{lead}</p>
      <dl>
        <dt>{contact.hours.label}</dt>
        <dd>{contact.hours.value}</dd>
        {[contact.phone, contact.whatsApp, contact.email].map((line) => (
          <div key={line.href}>
            <dt>{line.label}</dt>
            <dd><a href={line.href}>{line.value}</a></dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
