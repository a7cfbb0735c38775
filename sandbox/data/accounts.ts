import type { Member } from "../../app/services/loyalty/contract";

/**
 * The sandbox's demo growers: one account for every role and state the
 * specification names, in all three countries. Deterministic: the same data on
 * every start, nothing random, nothing read from disk. All use DEMO_PASSWORD.
 *
 * Documents are well-formed: Argentine CUITs and Brazilian CPFs carry valid
 * check digits; US growers have a farm id or nothing.
 */

export const DEMO_PASSWORD = "surco-demo";

type Country = "AR" | "BR" | "US";
type ProfileStatus = "ONBOARDING" | "ACTIVE" | "DEACTIVATED";
type CultivarType = "Cultivar Plus" | "Cultivar" | null;

interface UsRewards {
  enrolled: boolean;
  meetsRequirements: boolean;
  headGrower: boolean;
}

export interface DemoAccount {
  /** Stable subject identifier (the OpenID `sub`). */
  id: string;
  email: string;
  name: string;
  country: Country;
  /** BCP 47 locale the grower uses (the `locale` claim). */
  locale: "es-AR" | "pt-BR" | "en-US" | "es-US";
  /** AR CUIT or BR CPF (11 digits), a US farm id, or null. */
  document: string | null;
  roles: Array<{ roleName: string }>;
  profileStatus: ProfileStatus;
  cultivarType: CultivarType;
  isEleva: boolean;
  isCarbonProgram: boolean;
  /** Whether a field-data (field-view) account is connected. */
  fieldViewConnected: boolean;
  usRewards: UsRewards | null;
  /** The loyalty programme's member record, or null when not enrolled in Impulso. */
  member: Member | null;
  /** One line: what this account lets you see. Shown on the login page and in sandbox/README.md. */
  demonstrates: string;
}

/** Points needed for each star (spec 001 §9): index 0 is one star. */
export const STAR_THRESHOLDS = [0, 15_000, 50_000, 200_000, 550_000] as const;

export function starsFor(points: number): number {
  let stars = 1;
  STAR_THRESHOLDS.forEach((threshold, index) => {
    if (points >= threshold) stars = index + 1;
  });
  return stars;
}

/**
 * How the sandbox fills the star progress fields (documented in sandbox/README.md):
 * minPoints is the current star's threshold, impulseLeft the points still missing
 * for the next star (0 at five stars), impulsePercent the share of the way from
 * minPoints to the next threshold, floored to a whole percent (100 at five stars).
 */
export function starProgress(points: number) {
  const stars = starsFor(points);
  const minPoints = STAR_THRESHOLDS[stars - 1];
  const next = STAR_THRESHOLDS[stars] as number | undefined;
  if (next === undefined) return { stars, minPoints, impulseLeft: 0, impulsePercent: 100 };
  return {
    stars,
    minPoints,
    impulseLeft: next - points,
    impulsePercent: Math.floor(((points - minPoints) / (next - minPoints)) * 100),
  };
}

type Advisor = Member["contactInformation"]["advisorContact"][number];

const CONTACT_BR: Member["contactInformation"]["contactUs"] = {
  name: "Central de Relacionamento Impulso",
  phone: "0800 761 4020",
  email: "impulso@surco.example",
  whatsapp: "+55 11 94120-3387",
};

const CONTACT_AR: Member["contactInformation"]["contactUs"] = {
  name: "Centro de Atención Impulso",
  phone: "0800 345 7826",
  email: "impulso.ar@surco.example",
  whatsapp: "+54 9 11 4732-0915",
};

const advisors = {
  marcia: {
    nmAdvisor: "Márcia Tavares Lins",
    flAdvisor: true,
    phoneAdvisor: "+55 34 3215-4470",
    emailAdvisor: "marcia.lins@surco.example",
    mobileAdvisor: "+55 34 99173-2268",
  },
  rogerio: {
    nmAdvisor: "Rogério Nakamura",
    flAdvisor: false,
    phoneAdvisor: "+55 66 3544-1082",
    emailAdvisor: "rogerio.nakamura@surco.example",
    mobileAdvisor: "+55 66 99628-7714",
  },
  luana: {
    nmAdvisor: "Luana Fagundes Rocha",
    flAdvisor: true,
    phoneAdvisor: "+55 54 3321-9056",
    emailAdvisor: "luana.rocha@surco.example",
    mobileAdvisor: "+55 54 99840-1137",
  },
  gustavo: {
    nmAdvisor: "Gustavo Pereyra",
    flAdvisor: true,
    phoneAdvisor: "+54 358 464-2190",
    emailAdvisor: "gustavo.pereyra@surco.example",
    mobileAdvisor: "+54 9 358 515-7731",
  },
  carolina: {
    nmAdvisor: "Carolina Etchegaray",
    flAdvisor: false,
    phoneAdvisor: "+54 2314 42-7763",
    emailAdvisor: "carolina.etchegaray@surco.example",
    mobileAdvisor: "+54 9 2314 61-0482",
  },
} satisfies Record<string, Advisor>;

interface MemberSeed {
  nmMember: string;
  impulsePoints: number;
  orbiaPoints: number;
  accountType: Member["accountType"];
  acceleratorMix: number;
  acceleratorFrequency: number;
  group?: { name: string; leader: boolean; starsGroup: number };
  country: "AR" | "BR";
  advisors: Advisor[];
}

/** A member record whose stars, minimum, percentage and points-left all follow from the points. */
function member(seed: MemberSeed): Member {
  const progress = starProgress(seed.impulsePoints);
  return {
    nmMember: seed.nmMember,
    impulsePoints: seed.impulsePoints,
    stars: progress.stars,
    familiarGroup: seed.group ? { starsGroup: seed.group.starsGroup } : null,
    nmGroup: seed.group?.name ?? null,
    flGroupLeader: seed.group?.leader ?? false,
    impulsePercent: progress.impulsePercent,
    impulseLeft: progress.impulseLeft,
    minPoints: progress.minPoints,
    orbiaPoints: seed.orbiaPoints,
    accountType: seed.accountType,
    acceleratorMix: seed.acceleratorMix,
    acceleratorFrequency: seed.acceleratorFrequency,
    contactInformation: {
      contactUs: seed.country === "BR" ? CONTACT_BR : CONTACT_AR,
      advisorContact: seed.advisors,
    },
  };
}

const GROWER = [{ roleName: "Grower" }];

const BASE = {
  roles: GROWER,
  profileStatus: "ACTIVE",
  cultivarType: null,
  isEleva: false,
  isCarbonProgram: false,
  fieldViewConnected: false,
  usRewards: null,
} as const satisfies Partial<DemoAccount>;

const FAMILY_GROUP = { name: "Grupo Familiar Bertolini", starsGroup: 4 };

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  // ── Argentina ──────────────────────────────────────────────────────────────
  {
    ...BASE,
    id: "ar-0001",
    email: "ar.conectado@surco.example",
    name: "Martín Ezequiel Aguirre",
    country: "AR",
    locale: "es-AR",
    document: "20274518635",
    fieldViewConnected: true,
    member: member({
      nmMember: "Martín Ezequiel Aguirre",
      impulsePoints: 54_300,
      orbiaPoints: 38_900,
      accountType: "direct",
      acceleratorMix: 3,
      acceleratorFrequency: 2,
      country: "AR",
      advisors: [advisors.gustavo, advisors.carolina],
    }),
    demonstrates:
      "Field-data account connected (field dashboard, recommendations); on the AR allow-list; 3-star member.",
  },
  {
    ...BASE,
    id: "ar-0002",
    email: "ar.sinconectar@surco.example",
    name: "Lucía Belén Ferreyra",
    country: "AR",
    locale: "es-AR",
    document: "20229073150",
    member: member({
      nmMember: "Lucía Belén Ferreyra",
      impulsePoints: 12_000,
      orbiaPoints: 12_000,
      accountType: "indirect",
      acceleratorMix: 1,
      acceleratorFrequency: 0,
      country: "AR",
      advisors: [advisors.carolina],
    }),
    demonstrates:
      "No field-data account connected: the blocking connect modal and the not-connected widgets; 1-star member.",
  },
  {
    ...BASE,
    id: "ar-0003",
    email: "ar.permitido@surco.example",
    name: "Santiago Nicolás Giménez",
    country: "AR",
    locale: "es-AR",
    document: "23298441705",
    fieldViewConnected: true,
    member: member({
      nmMember: "Santiago Nicolás Giménez",
      impulsePoints: 22_750,
      orbiaPoints: 19_400,
      accountType: "indirect",
      acceleratorMix: 2,
      acceleratorFrequency: 1,
      country: "AR",
      advisors: [advisors.gustavo],
    }),
    demonstrates: "On the Argentine post-login allow-list: reaches the logged-in area; 2-star member.",
  },
  {
    ...BASE,
    id: "ar-0004",
    email: "ar.nopermitido@surco.example",
    name: "Florencia Soledad Quiroga",
    country: "AR",
    locale: "es-AR",
    document: "20330167425",
    fieldViewConnected: true,
    member: member({
      nmMember: "Florencia Soledad Quiroga",
      impulsePoints: 167_000,
      orbiaPoints: 121_350,
      accountType: "direct",
      acceleratorMix: 4,
      acceleratorFrequency: 3,
      country: "AR",
      advisors: [advisors.gustavo],
    }),
    demonstrates: "Not on the Argentine post-login allow-list: redirected to / after signing in.",
  },
  {
    ...BASE,
    id: "ar-0005",
    email: "ar.finanzas@surco.example",
    name: "Gabriela Inés Montenegro",
    country: "AR",
    locale: "es-AR",
    document: "27281204594",
    roles: [{ roleName: "Finance" }],
    member: member({
      nmMember: "Gabriela Inés Montenegro",
      impulsePoints: 205_400,
      orbiaPoints: 143_800,
      accountType: "direct",
      acceleratorMix: 5,
      acceleratorFrequency: 3,
      country: "AR",
      advisors: [advisors.gustavo, advisors.carolina],
    }),
    demonstrates: 'Role "Finance": the premium quick-link set and the credit and debt summary; 4-star member.',
  },
  {
    ...BASE,
    id: "ar-0006",
    email: "ar.finanzasypedidos@surco.example",
    name: "Agropecuaria Los Talas S.A.",
    country: "AR",
    locale: "es-AR",
    document: "30715248693",
    roles: [{ roleName: "Finance and Orders" }],
    fieldViewConnected: true,
    member: null,
    demonstrates:
      'Role "Finance and Orders" (deliberately not normalised): the eximia quick-link set; not an Impulso member.',
  },

  {
    ...BASE,
    id: "ar-0007",
    email: "ar.sintemas@surco.example",
    name: "Martina Sosa",
    country: "AR",
    locale: "es-AR",
    document: "20318442674",
    member: null,
    demonstrates:
      "Content for you with no topics of interest yet: the article banner opens the topics modal (the topics browser tests save here).",
  },

  // ── Brazil ─────────────────────────────────────────────────────────────────
  {
    ...BASE,
    id: "br-0001",
    email: "br.1estrela@surco.example",
    name: "João Pedro Albuquerque",
    country: "BR",
    locale: "pt-BR",
    document: "48291503788",
    member: member({
      nmMember: "João Pedro Albuquerque",
      impulsePoints: 8_400,
      orbiaPoints: 8_400,
      accountType: "indirect",
      acceleratorMix: 0,
      acceleratorFrequency: 0,
      country: "BR",
      advisors: [advisors.marcia],
    }),
    demonstrates: "Impulso member with 1 star, no family group.",
  },
  {
    ...BASE,
    id: "br-0002",
    email: "br.3estrelas@surco.example",
    name: "Ana Carolina Mendes",
    country: "BR",
    locale: "pt-BR",
    document: "73104625808",
    fieldViewConnected: true,
    member: member({
      nmMember: "Ana Carolina Mendes",
      impulsePoints: 126_750,
      orbiaPoints: 84_200,
      accountType: "direct",
      acceleratorMix: 3,
      acceleratorFrequency: 2,
      country: "BR",
      advisors: [advisors.marcia, advisors.rogerio],
    }),
    demonstrates: "Impulso member with 3 stars, no family group, two advisors.",
  },
  {
    ...BASE,
    id: "br-0003",
    email: "br.5estrelas@surco.example",
    name: "Ricardo Henrique Vasconcelos",
    country: "BR",
    locale: "pt-BR",
    document: "15937280423",
    fieldViewConnected: true,
    member: member({
      nmMember: "Ricardo Henrique Vasconcelos",
      impulsePoints: 712_300,
      orbiaPoints: 405_600,
      accountType: "direct",
      acceleratorMix: 5,
      acceleratorFrequency: 3,
      country: "BR",
      advisors: [advisors.rogerio],
    }),
    demonstrates: "Impulso member with 5 stars (top of the scale, nothing left to the next star).",
  },
  {
    ...BASE,
    id: "br-0004",
    email: "br.lider@surco.example",
    name: "Paulo Roberto Bertolini",
    country: "BR",
    locale: "pt-BR",
    document: "26481095360",
    member: member({
      nmMember: "Paulo Roberto Bertolini",
      impulsePoints: 238_900,
      orbiaPoints: 176_450,
      accountType: "direct",
      acceleratorMix: 4,
      acceleratorFrequency: 3,
      group: { ...FAMILY_GROUP, leader: true },
      country: "BR",
      advisors: [advisors.luana],
    }),
    demonstrates: "Family-group leader (Grupo Familiar Bertolini, group at 4 stars): redeems for the group.",
  },
  {
    ...BASE,
    id: "br-0005",
    email: "br.membro@surco.example",
    name: "Camila Bertolini Souza",
    country: "BR",
    locale: "pt-BR",
    document: "90517362406",
    member: member({
      nmMember: "Camila Bertolini Souza",
      impulsePoints: 41_200,
      orbiaPoints: 30_150,
      accountType: "indirect",
      acceleratorMix: 2,
      acceleratorFrequency: 1,
      group: { ...FAMILY_GROUP, leader: false },
      country: "BR",
      advisors: [advisors.luana],
    }),
    demonstrates: "Member of the same family group (not the leader): 'your group' wording on redemption.",
  },
  {
    ...BASE,
    id: "br-0006",
    email: "br.eleva@surco.example",
    name: "Fernanda Cristina Okamoto",
    country: "BR",
    locale: "pt-BR",
    document: "31860427987",
    isEleva: true,
    fieldViewConnected: true,
    member: member({
      nmMember: "Fernanda Cristina Okamoto",
      impulsePoints: 310_000,
      orbiaPoints: 221_700,
      accountType: "direct",
      acceleratorMix: 5,
      acceleratorFrequency: 2,
      country: "BR",
      advisors: [advisors.rogerio, advisors.marcia],
    }),
    demonstrates: "Eleva member: the Eleva banner is shown; 4-star member.",
  },
  {
    ...BASE,
    id: "br-0007",
    email: "br.carbono@surco.example",
    name: "Sérgio Augusto Lemos",
    country: "BR",
    locale: "pt-BR",
    document: "64025971801",
    isCarbonProgram: true,
    fieldViewConnected: true,
    member: member({
      nmMember: "Sérgio Augusto Lemos",
      impulsePoints: 64_500,
      orbiaPoints: 52_900,
      accountType: "indirect",
      acceleratorMix: 2,
      acceleratorFrequency: 2,
      country: "BR",
      advisors: [advisors.luana],
    }),
    demonstrates: "Carbon-programme member; 3-star member.",
  },
  {
    ...BASE,
    id: "br-0008",
    email: "br.cultivarplus@surco.example",
    name: "Juliana Macedo Franco",
    country: "BR",
    locale: "pt-BR",
    document: "87243159079",
    cultivarType: "Cultivar Plus",
    member: member({
      nmMember: "Juliana Macedo Franco",
      impulsePoints: 182_000,
      orbiaPoints: 133_250,
      accountType: "direct",
      acceleratorMix: 3,
      acceleratorFrequency: 3,
      country: "BR",
      advisors: [advisors.marcia],
    }),
    demonstrates: "Cultivar type 'Cultivar Plus': cultivar containers show their content; 3-star member close to 4.",
  },
  {
    ...BASE,
    id: "br-0009",
    email: "br.cadastro@surco.example",
    name: "Thiago Ramos Carvalho",
    country: "BR",
    locale: "pt-BR",
    document: "52736804171",
    profileStatus: "ONBOARDING",
    cultivarType: "Cultivar",
    member: null,
    demonstrates: "Profile status ONBOARDING (first-access onboarding); not yet in Impulso (restricted-access page).",
  },
  {
    ...BASE,
    id: "br-0010",
    email: "br.falha@surco.example",
    name: "Eduardo Lacerda Pinto",
    country: "BR",
    locale: "pt-BR",
    document: "41395782628",
    member: member({
      nmMember: "Eduardo Lacerda Pinto",
      impulsePoints: 97_500,
      orbiaPoints: 71_300,
      accountType: "indirect",
      acceleratorMix: 1,
      acceleratorFrequency: 1,
      country: "BR",
      advisors: [advisors.rogerio],
    }),
    demonstrates: "Reserved for fault-injection tests: a normal 3-star member.",
  },

  {
    ...BASE,
    id: "br-0011",
    email: "br.semtemas@surco.example",
    name: "Luana Ferreira Costa",
    country: "BR",
    locale: "pt-BR",
    document: "61503928489",
    member: null,
    demonstrates:
      "Content for you with no topics of interest yet: the article banner opens the topics modal (the topics browser tests save here).",
  },
  {
    ...BASE,
    id: "br-0012",
    email: "br.cultivarfalha@surco.example",
    name: "Marina Duarte Peixoto",
    country: "BR",
    locale: "pt-BR",
    document: "73519028441",
    cultivarType: "Cultivar Plus",
    member: null,
    demonstrates:
      "Reserved for the Cultivar card's error-state test: Cultivar Plus with no Cultivar data, whose card no other test has cached.",
  },

  // ── United States ──────────────────────────────────────────────────────────
  {
    ...BASE,
    id: "us-0001",
    email: "us.requisitos@surco.example",
    name: "Emily Carter Johnson",
    country: "US",
    locale: "en-US",
    document: "US-IA-204318",
    fieldViewConnected: true,
    usRewards: { enrolled: true, meetsRequirements: true, headGrower: true },
    member: null,
    demonstrates: "US rewards: enrolled head grower meeting the minimum requirements (activity snapshot).",
  },
  {
    ...BASE,
    id: "us-0002",
    email: "us.pendiente@surco.example",
    name: "Miguel Ángel Herrera",
    country: "US",
    locale: "es-US",
    document: "US-NE-118720",
    usRewards: { enrolled: true, meetsRequirements: false, headGrower: true },
    member: null,
    demonstrates:
      "US rewards: enrolled head grower not meeting the requirements yet (requirements widget); uses es-US.",
  },
  {
    ...BASE,
    id: "us-0003",
    email: "us.noinscrito@surco.example",
    name: "Daniel Brooks",
    country: "US",
    locale: "en-US",
    document: null,
    usRewards: { enrolled: false, meetsRequirements: false, headGrower: false },
    member: null,
    demonstrates: "US rewards: not enrolled (enrolment widget); no document on file.",
  },
  {
    ...BASE,
    id: "us-0004",
    email: "us.integrante@surco.example",
    name: "Sarah Lindqvist",
    country: "US",
    locale: "en-US",
    document: "US-IA-204319",
    usRewards: { enrolled: true, meetsRequirements: false, headGrower: false },
    member: null,
    demonstrates:
      "US rewards: enrolled, not the farm's head grower (activity snapshot without available rewards, requirements or banner).",
  },
  {
    ...BASE,
    id: "us-0005",
    email: "us.sininscripcion@surco.example",
    name: "Rosa Elena Vargas",
    country: "US",
    locale: "es-US",
    document: null,
    usRewards: { enrolled: false, meetsRequirements: false, headGrower: false },
    member: null,
    demonstrates: "US rewards: not enrolled, uses es-US (enrolment widget; a second grower to enroll).",
  },
  {
    ...BASE,
    id: "us-0006",
    email: "us.canjes@surco.example",
    name: "Thomas Reinholt",
    country: "US",
    locale: "en-US",
    document: "US-KS-330915",
    usRewards: { enrolled: true, meetsRequirements: true, headGrower: true },
    member: null,
    demonstrates: "US rewards: head grower with redemption requests in every status (request list and details).",
  },
  {
    ...BASE,
    id: "us-0007",
    email: "us.envios@surco.example",
    name: "Walter Lindgren",
    country: "US",
    locale: "en-US",
    document: "US-MN-402117",
    usRewards: { enrolled: true, meetsRequirements: true, headGrower: true },
    member: null,
    demonstrates:
      "Reserved for the redemption browser tests that send requests: a large balance and no request yet, so what the tests send never holds back another grower's figures.",
  },
  {
    ...BASE,
    id: "us-0008",
    email: "us.tope@surco.example",
    name: "Karen Obermeyer",
    country: "US",
    locale: "en-US",
    document: "US-KS-330977",
    usRewards: { enrolled: true, meetsRequirements: true, headGrower: true },
    member: null,
    demonstrates:
      "Reserved for the test of requests over what is left (issue 26): $5,200.00 with $600.00 awaiting review, so $2,000.00 left of period two's half.",
  },
];

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const byEmail = new Map(DEMO_ACCOUNTS.map((account) => [normaliseEmail(account.email), account]));
const byId = new Map(DEMO_ACCOUNTS.map((account) => [account.id, account]));
const byDocument = new Map(
  DEMO_ACCOUNTS.filter((account) => account.document !== null).map((account) => [account.document as string, account]),
);

/** Case- and whitespace-insensitive. */
export function findAccountByEmail(email: string): DemoAccount | undefined {
  return byEmail.get(normaliseEmail(email));
}

export function findAccountById(id: string): DemoAccount | undefined {
  return byId.get(id);
}

export function findAccountByDocument(document: string): DemoAccount | undefined {
  return byDocument.get(document.trim());
}
