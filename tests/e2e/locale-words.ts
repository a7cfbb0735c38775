/**
 * Common words of each of the portal's three languages that the other two do not write (issue 27: every page's
 * visible text is in its locale). A page in one language must show none of the other two's words: an English
 * "with" or "Mon" on a Spanish page, a Spanish "del" or "semillas" on a Portuguese one, a Portuguese "você" on an
 * English one. Each list holds function words, the portal's own vocabulary (menus, buttons, units, weekdays) and
 * the farm words its pages use. A word that is also a word of one of the other languages is left out, as it
 * proves nothing: "do" and "as" are English and Portuguese, "sobre" Spanish and Portuguese, "hay" and "error"
 * English and Spanish, and the sweep found Portuguese writing "for" ("quando o fungicida for necessário"), "some"
 * ("some o dobro de pontos"), "fecha" ("a lavoura fecha") and "out." (outubro).
 */
type Language = "en" | "es" | "pt";

const WORDS: Record<Language, string> = {
  en: `
    the and of with to your you our from in on at by is are be been was were this that these those it its or
    not all any more less see view read here there about will can could should would have how what when where
    which who why new get sign account search find near load back next previous close open page help yes up
    only also than then they their them we his her if but just each every other into over after before
    while because without my member order orders request requests redeem history statement
    today tomorrow yesterday day days week weeks month months year years am pm noon
    mon tue wed thu fri sat sun monday tuesday wednesday thursday friday saturday sunday
    products product dealer dealers distributor distributors adviser advisor certified delivery support service
    services sampling soil protection farm farming biologicals crop crops seed seeds corn soybean soybeans wheat
    cotton sorghum hybrid hybrids quality lot lots purity germination yield field fields planting density grower
    growers rewards points price prices quote quotes ton tons sack sacks bag bags
    weather rain wind forecast news article articles contact learn hide none sorry try again loading please
    submit send save cancel delete remove edit add name phone address hours closed directions call website map
  `,
  es: `
    el los las del al y lo le les un una unos unas su sus mis tus usted ustedes nuestro nuestra nuestros nuestras
    muy pero también año años más hasta sí cómo dónde qué cuál cuando ellos ellas ya aquí allí eso ese esa estos
    ahora después luego bien todavía otro otra otros otras mejor en la con es fue hacer
    ingresá elegí buscá tenés podés ingresar elegir cuenta contraseña búsqueda sesión cerrar cargar volver inicio
    ayuda gracias nombre apellido correo mensaje contacto teléfono dirección horario llamar llegar abierto
    hoy mañana ayer lunes martes miércoles jueves viernes lun mié jue vie
    ninguno ninguna ningún siguiente nuevo nueva nuevos nuevas productos producto puntos canje canjes
    precio precios cotización cotizaciones calidad ciudad pronóstico lluvia viento
    campaña campañas semilla semillas maíz girasol cosecha siembra rendimiento germinación socio oro
  `,
  pt: `
    não você vocês seu sua seus suas meu minha meus minhas nosso nossa nossos nossas ele ela eles elas dele dela
    com um uma umas uns na nas ao aos à às pela pelas mais também muito muita sem até ou é são isso isto essa esse
    então ainda agora já aqui lá depois bem outro outra outros outras melhor em quando onde mas tem têm foi pode
    podem fazer feito seja saiba veja confira
    conta senha sair carregar fechar voltar início ajuda obrigado nome sobrenome mensagem contato telefone
    endereço horário ligar chegar aberto cadastro cadastre baixar
    hoje amanhã ontem dia dias terça quarta ter qua qui
    nenhum nenhuma novo nova novos novas produtos produto pontos resgate resgates ano anos preço preços cotação
    cotações qualidade cidade previsão chuva vento
    safra safras semente sementes milho colheita plantio fazenda revenda revendas ouro
  `,
};

const LISTS: Record<Language, ReadonlySet<string>> = {
  en: new Set(WORDS.en.trim().split(/\s+/)),
  es: new Set(WORDS.es.trim().split(/\s+/)),
  pt: new Set(WORDS.pt.trim().split(/\s+/)),
};

const languageOf = (lang: string): Language | null => {
  const language = lang.split("-")[0];
  return language === "en" || language === "es" || language === "pt" ? language : null;
};

const foreignCache = new Map<string, ReadonlySet<string>>();

/** The words a text in `lang` (a BCP 47 tag) must not hold: the other two languages' lists. */
export function foreignTo(lang: string): ReadonlySet<string> {
  let foreign = foreignCache.get(lang);
  if (!foreign) {
    const own = languageOf(lang);
    foreign = new Set(
      (Object.keys(LISTS) as Language[]).filter((language) => language !== own).flatMap((l) => [...LISTS[l]]),
    );
    foreignCache.set(lang, foreign);
  }
  return foreign;
}

/** The lists themselves, for their own test (no word in two lists). */
export const wordLists = LISTS;
