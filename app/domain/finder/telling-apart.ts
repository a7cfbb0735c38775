/**
 * What tells a contact's page apart from the others of its country (issue 27: 61 dealer pages shared a title within
 * their locale, "Ing. Agr. Pablo Ruiz, Azul" three times). A page's title names the contact and its town; where
 * another contact has the same name in the same town, its role (a dealer beside the co-operative of the same name)
 * and then its street join the title: the fewest words that make it the only one.
 */
export interface ContactIdentity {
  id: string;
  title: string;
  town: string;
  type: string;
  street: string;
}

/** The parts that join the name in the title, beside the town. */
export interface TellingApart {
  role: boolean;
  street: boolean;
}

const CHOICES: readonly TellingApart[] = [
  { role: false, street: false },
  { role: true, street: false },
  { role: false, street: true },
  { role: true, street: true },
];

const fold = (text: string) => text.trim().toLocaleLowerCase();

function sameUnder(choice: TellingApart, a: ContactIdentity, b: ContactIdentity): boolean {
  return (
    fold(a.title) === fold(b.title) &&
    fold(a.town) === fold(b.town) &&
    (!choice.role || a.type === b.type) &&
    (!choice.street || fold(a.street) === fold(b.street))
  );
}

/**
 * The first choice under which no other contact of `all` reads the same; two contacts alike in name, town, role
 * and street (the same entry twice upstream) get everything, and still read alike.
 */
export function tellingApart(contact: ContactIdentity, all: readonly ContactIdentity[]): TellingApart {
  const others = all.filter((other) => other.id !== contact.id);
  return CHOICES.find((choice) => !others.some((other) => sameUnder(choice, contact, other))) ?? CHOICES.at(-1)!;
}
