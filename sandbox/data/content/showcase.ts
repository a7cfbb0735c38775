import type { SandboxPage } from "./types";

/**
 * The planting guide: one content page per locale that uses every block kind
 * of issue 14's "other blocks" (the showcase the browser tests read). Numbers
 * are chosen to cross each limit: 9 promos (8 shown), 6 flex items in the
 * prominent variant (4 shown), 11 categories (10), 15 crops (14), 20 sheets in
 * the grid (5 crops × 4 topics; pages of 6 / 8 / 12) and one badge long enough to be cut.
 */

const PICTURE = { width: 1920, height: 1080 } as const;
const picture = (name: string, alt: string) => ({ src: `/media/${name}`, alt, ...PICTURE });

interface GuideText {
  locale: string;
  path: string;
  catalog: string;
  title: string;
  description: string;
  lead: string;
  promo: { badge: string; title: string; text: string; cta: string; alt: string };
  tip: { title: string; text: string };
  steps: { title: string; slides: [tab: string, title: string, text: string][] };
  keys: { title: string; items: [title: string, paragraphs: string[]][] };
  news: { title: string; more: string; slides: [title: string, text: string, alt: string][] };
  tools: { title: string; lead: string; items: [title: string, text: string, href: string][] };
  /** Each crop's tile: its name, or its name and the catalogue's own name for it where they differ. */
  crops: { title: string; lead: string; names: (string | [label: string, catalogue: string])[] };
  categories: { title: string; names: [name: string, href: string][] };
  sheets: { title: string; lead: string; open: string; crops: string[]; topics: string[]; badges: string[] };
  offers: { title: string; cta: string; items: [title: string, text: string, badge?: string][] };
  faq: { title: string; items: [question: string, answer: string][] };
  warning: { title: string; text: string; link: string; href: string };
  footer: { title: string; groups: [title: string, links: [label: string, href: string][]][] };
}

const IMAGES = ["soy-rows", "corn-field", "wheat-harvest"] as const;

function guide(text: GuideText): SandboxPage {
  const q = (term: string) => `${text.catalog}?q=${encodeURIComponent(term.toLowerCase())}`;
  return {
    locale: text.locale,
    path: text.path,
    translationId: "planting-guide",
    title: text.title,
    description: text.description,
    blocks: [
      { kind: "hero", headingLevel: 1, title: text.title, lead: text.lead },
      {
        kind: "promo",
        id: "campana",
        badge: text.promo.badge,
        title: text.promo.title,
        text: text.promo.text,
        image: picture("soy-rows", text.promo.alt),
        cta: { label: text.promo.cta, href: text.catalog },
      },
      { kind: "callout", tone: "tip", title: text.tip.title, text: text.tip.text },
      {
        kind: "tab-carousel",
        id: "paso-a-paso",
        title: text.steps.title,
        slides: text.steps.slides.map(([tab, title, body]) => ({ tab, title, text: body })),
      },
      {
        kind: "accordion",
        id: "claves",
        title: text.keys.title,
        openFirst: true,
        items: text.keys.items.map(([title, paragraphs]) => ({ title, paragraphs })),
      },
      {
        kind: "carousel",
        id: "novedades",
        title: text.news.title,
        slides: text.news.slides.map(([title, body, alt], index) => ({
          title,
          text: body,
          image: picture(IMAGES[index % IMAGES.length]!, alt),
          link: { label: text.news.more, href: q(title.split(" ")[0]!) },
        })),
      },
      {
        kind: "flex-section",
        id: "herramientas",
        variant: "prominent",
        title: text.tools.title,
        lead: text.tools.lead,
        items: text.tools.items.map(([title, body, href]) => ({ title, text: body, link: { label: title, href } })),
      },
      {
        kind: "solution-by-crop",
        id: "cultivos",
        title: text.crops.title,
        lead: text.crops.lead,
        // The catalogue's own query for a crop: its crop-protection facet (issue 27; the text box matched names only).
        crops: text.crops.names.map((name) => {
          const [crop, catalogue] = typeof name === "string" ? [name, name] : name;
          return { crop, href: `${text.catalog}?tab=crop-protection&crops=${encodeURIComponent(catalogue)}` };
        }),
      },
      {
        kind: "category-cards",
        id: "categorias",
        title: text.categories.title,
        cards: text.categories.names.map(([title, href]) => ({ title, href })),
      },
      {
        kind: "content-grid",
        id: "fichas",
        title: text.sheets.title,
        lead: text.sheets.lead,
        cards: Array.from({ length: 20 }, (_, index) => {
          const crop = text.sheets.crops[index % text.sheets.crops.length]!;
          const topic = text.sheets.topics[Math.floor(index / text.sheets.crops.length) % text.sheets.topics.length]!;
          return {
            title: `${crop}: ${topic}`,
            badge: text.sheets.badges[index % text.sheets.badges.length],
            link: { label: text.sheets.open, href: q(crop) },
          };
        }),
      },
      {
        kind: "promo-list",
        id: "ofertas",
        title: text.offers.title,
        items: text.offers.items.map(([title, body, badge]) => ({
          title,
          text: body,
          ...(badge ? { badge } : {}),
          link: { label: text.offers.cta, href: q(title.split(" ")[0]!) },
        })),
      },
      {
        kind: "faq",
        id: "preguntas",
        title: text.faq.title,
        items: text.faq.items.map(([question, answer]) => ({ question, answer })),
      },
      {
        kind: "callout",
        tone: "warning",
        title: text.warning.title,
        text: text.warning.text,
        link: { label: text.warning.link, href: text.warning.href },
      },
      {
        kind: "footer-links",
        title: text.footer.title,
        groups: text.footer.groups.map(([title, links]) => ({
          title,
          links: links.map(([label, href]) => ({ label, href })),
        })),
      },
    ],
  };
}

export const SHOWCASE_PAGES: readonly SandboxPage[] = [
  guide({
    locale: "es-AR",
    path: "/guia-de-siembra",
    catalog: "/catalogo",
    title: "Guía de siembra de soja",
    description: "Cómo preparar el lote, elegir la semilla y sembrar soja de primera y de segunda, paso a paso.",
    lead: "Lo que conviene revisar antes, durante y después de la siembra para que cada semilla cuente.",
    promo: {
      badge: "Campaña 26/27",
      title: "Planificá la campaña con tu asesor",
      text: "Armá el plan de siembra lote por lote: genética, densidad y protección, con los productos disponibles en tu zona.",
      cta: "Ver el catálogo",
      alt: "Hileras de soja recién emergidas en un lote de la zona núcleo",
    },
    tip: {
      title: "Antes de sembrar, medí el suelo",
      text: "Sembrá cuando el suelo supere los 14 °C a 5 cm de profundidad durante tres días seguidos y tenga humedad en la cama de siembra.",
    },
    steps: {
      title: "La campaña, paso a paso",
      slides: [
        [
          "Lote",
          "Conocé tu lote",
          "Tomá muestras de suelo, revisá la cobertura del cultivo anterior y marcá los ambientes que rinden distinto.",
        ],
        [
          "Semilla",
          "Elegí la semilla",
          "Definí el grupo de madurez según la fecha y la latitud, y pedí el análisis de calidad de cada lote de semilla.",
        ],
        [
          "Siembra",
          "Sembrá parejo",
          "Calibrá la sembradora, cuidá la velocidad y verificá profundidad y distancia entre plantas en las primeras pasadas.",
        ],
        [
          "Monitoreo",
          "Recorré el cultivo",
          "Contá plantas a los 15 días, seguí malezas, plagas y enfermedades y registrá cada recorrida.",
        ],
        [
          "Cosecha",
          "Cosechá a tiempo",
          "Cosechá con 13 a 15 % de humedad en grano y regulá la cosechadora para no perder vainas.",
        ],
      ],
    },
    keys: {
      title: "Claves de la siembra",
      items: [
        [
          "Densidad",
          [
            "Apuntá a 25 a 35 plantas logradas por metro cuadrado en soja de primera.",
            "En siembras tardías o ambientes pobres subí la densidad un 10 a 15 %.",
          ],
        ],
        [
          "Fecha",
          [
            "La ventana óptima en la zona núcleo va de fines de octubre a fines de noviembre.",
            "Cada semana de atraso después de esa ventana suele costar rendimiento.",
          ],
        ],
        ["Profundidad", ["Sembrá entre 3 y 5 cm, siempre sobre suelo húmedo y firme."]],
        ["Distancia entre hileras", ["A 35 o 52 cm el cultivo cierra el surco antes y compite mejor con las malezas."]],
      ],
    },
    news: {
      title: "Novedades de la campaña",
      more: "Ver productos",
      slides: [
        [
          "Soja de ciclo corto para siembras tardías",
          "Variedades que llegan a cosecha antes de las heladas en siembras de diciembre.",
          "Lote de soja en floración",
        ],
        [
          "Maíz tardío con menos riesgo",
          "Híbridos con buena sanidad de espiga para sembrar en diciembre.",
          "Plantas de maíz en un lote tardío",
        ],
        [
          "Trigo que deja buen rastrojo",
          "Antecesores que protegen el suelo y guardan agua para la soja de segunda.",
          "Trigo listo para cosechar",
        ],
        [
          "Biológicos para el arranque",
          "Inoculantes y promotores que ayudan a la nodulación desde la siembra.",
          "Hileras de soja recién emergidas",
        ],
      ],
    },
    tools: {
      title: "Herramientas para tu campaña",
      lead: "Todo lo que necesitás para decidir, en el portal.",
      items: [
        [
          "Calidad de semilla",
          "Revisá el poder germinativo y el vigor de tus lotes de semilla.",
          "/calidad-de-semilla",
        ],
        ["Catálogo", "Buscá semillas y productos de protección por cultivo.", "/catalogo"],
        ["Biológicos", "Inoculantes y bioinsumos para cada cultivo.", "/biologicos"],
        ["Cursos", "Capacitate con los técnicos, a tu ritmo.", "/cursos"],
        ["Calculadora de puntos", "Calculá cuántos puntos Impulso suma tu compra.", "/calculadora-de-puntos"],
        ["Contacto", "Hablá con un asesor de tu zona.", "/contacto"],
      ],
    },
    crops: {
      title: "Soluciones por cultivo",
      lead: "Elegí tu cultivo y encontrá lo que hay para él.",
      names: [
        "Soja",
        "Maíz",
        "Trigo",
        "Girasol",
        "Sorgo",
        "Cebada",
        "Algodón",
        "Maní",
        "Arroz",
        "Poroto",
        "Papa",
        "Caña de azúcar",
        "Vid",
        ["Citrus", "Cítricos"],
        "Pasturas",
      ],
    },
    categories: {
      title: "Explorá por categoría",
      names: [
        ["Semillas", "/catalogo?tab=seeds"],
        ["Protección de cultivos", "/catalogo?tab=crop-protection"],
        ["Soluciones digitales", "/catalogo?tab=digital-solutions"],
        ["Biológicos", "/biologicos"],
        ["Herbicidas", "/catalogo?tab=crop-protection&productType=Herbicida"],
        ["Fungicidas", "/catalogo?tab=crop-protection&productType=Fungicida"],
        ["Insecticidas", "/catalogo?tab=crop-protection&productType=Insecticida"],
        ["Tratamiento de semillas", "/catalogo?tab=crop-protection&productType=Curasemillas"],
        ["Inoculantes", "/catalogo?tab=crop-protection&productType=Inoculante"],
        ["Cursos", "/cursos"],
        ["Contacto", "/contacto"],
      ],
    },
    sheets: {
      title: "Fichas técnicas",
      lead: "Una ficha por cultivo y tema, para tener a mano en el lote.",
      open: "Ver productos",
      crops: ["Soja", "Maíz", "Trigo", "Girasol", "Sorgo"],
      topics: ["densidad de siembra", "fecha de siembra", "control de malezas", "manejo de enfermedades"],
      badges: ["Nueva", "Recomendación técnica", "Actualizada", "Zona núcleo"],
    },
    offers: {
      title: "Ofertas de la campaña",
      cta: "Ver más",
      items: [
        ["Soja con tratamiento incluido", "La semilla llega lista para sembrar.", "Nuevo"],
        ["Maíz con bonificación por volumen", "Más bolsas, mejor precio por hectárea."],
        ["Trigo con asesoramiento", "Un técnico te acompaña en la siembra."],
        ["Girasol alto oleico", "Contratos con prima por calidad.", "Exclusivo"],
        ["Herbicida en combo", "Barbecho y preemergente en una sola compra."],
        ["Fungicida con puntos dobles", "Sumá el doble de puntos Impulso esta campaña."],
        ["Inoculante de regalo", "Con cada compra de semilla de soja."],
        ["Sorgo para silo", "Alta producción de materia seca."],
        ["Cebada cervecera", "Variedades con contrato de compra."],
      ],
    },
    faq: {
      title: "Preguntas frecuentes",
      items: [
        [
          "¿Cuándo conviene sembrar soja de segunda?",
          "Apenas se cosecha el trigo, sin dejar pasar días: cada día de atraso reduce el rendimiento posible.",
        ],
        [
          "¿Cuántas semillas por metro tengo que sembrar?",
          "Depende del peso de mil semillas, del poder germinativo y de las plantas que querés lograr. Pedile el cálculo a tu asesor.",
        ],
        [
          "¿Hace falta inocular todos los años?",
          "Sí: inocular cada campaña asegura la nodulación, también en lotes con historia de soja.",
        ],
        [
          "¿Cómo sé si mi semilla es de buena calidad?",
          "Consultá el análisis del lote en Calidad de semilla con el número que figura en la bolsa.",
        ],
      ],
    },
    warning: {
      title: "Leé siempre la etiqueta",
      text: "Usá los productos fitosanitarios según la etiqueta, con el equipo de protección indicado y respetando las distancias a zonas pobladas.",
      link: "Consultá a un asesor",
      href: "/contacto",
    },
    footer: {
      title: "Seguí leyendo",
      groups: [
        [
          "Productos",
          [
            ["Catálogo", "/catalogo"],
            ["Biológicos", "/biologicos"],
            ["Calidad de semilla", "/calidad-de-semilla"],
          ],
        ],
        [
          "Aprender",
          [
            ["Cursos", "/cursos"],
            ["Contenido para vos", "/contenido-para-vos"],
          ],
        ],
        [
          "Surco",
          [
            ["Sobre Surco", "/sobre-surco"],
            ["Contacto", "/contacto"],
            ["Privacidad", "/privacidad"],
          ],
        ],
      ],
    },
  }),
  guide({
    locale: "pt-BR",
    path: "/guia-de-plantio",
    catalog: "/catalogo",
    title: "Guia de plantio de soja",
    description: "Como preparar o talhão, escolher a semente e plantar soja na época certa, passo a passo.",
    lead: "O que vale conferir antes, durante e depois do plantio para que cada semente conte.",
    promo: {
      badge: "Safra 2026/27",
      title: "Planeje a safra com o seu consultor",
      text: "Monte o plano de plantio talhão por talhão: genética, população e proteção, com os produtos disponíveis na sua região.",
      cta: "Ver o catálogo",
      alt: "Linhas de soja recém-emergidas em uma lavoura do Cerrado",
    },
    tip: {
      title: "Antes de plantar, confira o solo",
      text: "Plante com umidade adequada e o solo acima de 20 °C a 5 cm de profundidade; evite plantar no pó à espera da chuva.",
    },
    steps: {
      title: "A safra, passo a passo",
      slides: [
        [
          "Talhão",
          "Conheça o talhão",
          "Colete amostras de solo, avalie a palhada da cultura anterior e separe as zonas que produzem diferente.",
        ],
        [
          "Semente",
          "Escolha a semente",
          "Defina o grupo de maturidade pela época e pela região e peça a análise de qualidade de cada lote de semente.",
        ],
        [
          "Plantio",
          "Plante por igual",
          "Regule a plantadeira, controle a velocidade e confira profundidade e espaçamento nas primeiras passadas.",
        ],
        [
          "Monitoramento",
          "Acompanhe a lavoura",
          "Conte plantas aos 15 dias, acompanhe plantas daninhas, pragas e doenças e registre cada visita.",
        ],
        [
          "Colheita",
          "Colha na hora certa",
          "Colha com 13 a 15 % de umidade nos grãos e regule a colhedora para não perder vagens.",
        ],
      ],
    },
    keys: {
      title: "Pontos-chave do plantio",
      items: [
        [
          "População",
          [
            "Busque de 250 a 350 mil plantas por hectare, conforme a cultivar e a fertilidade.",
            "Em plantios tardios, aumente a população em 10 a 15 %.",
          ],
        ],
        [
          "Época",
          [
            "Respeite o vazio sanitário e o zoneamento agrícola da sua região.",
            "Plantar cedo abre espaço para o milho safrinha.",
          ],
        ],
        ["Profundidade", ["Plante entre 3 e 5 cm, sempre em solo úmido e firme."]],
        ["Espaçamento", ["Com 45 a 50 cm entre linhas a lavoura fecha mais cedo e compete melhor com as daninhas."]],
      ],
    },
    news: {
      title: "Novidades da safra",
      more: "Ver produtos",
      slides: [
        [
          "Soja precoce para abrir a safrinha",
          "Cultivares que liberam a área cedo para o milho segunda safra.",
          "Lavoura de soja em floração",
        ],
        [
          "Milho safrinha com menos risco",
          "Híbridos com boa sanidade de espiga para semear logo após a soja.",
          "Plantas de milho em uma lavoura de segunda safra",
        ],
        [
          "Trigo que deixa boa palhada",
          "Culturas de inverno que protegem o solo e guardam água para a soja.",
          "Trigo pronto para a colheita",
        ],
        [
          "Biológicos para o arranque",
          "Inoculantes e promotores que ajudam a nodulação desde o plantio.",
          "Linhas de soja recém-emergidas",
        ],
      ],
    },
    tools: {
      title: "Ferramentas para a sua safra",
      lead: "Tudo o que você precisa para decidir, no portal.",
      items: [
        ["Qualidade de sementes", "Confira germinação e vigor dos seus lotes de semente.", "/qualidade-de-sementes"],
        ["Catálogo", "Busque sementes e defensivos por cultura.", "/catalogo"],
        ["Biológicos", "Inoculantes e bioinsumos para cada cultura.", "/biologicos"],
        ["Cursos", "Capacite-se com os técnicos, no seu ritmo.", "/cursos"],
        ["Calculadora de pontos", "Calcule quantos pontos Impulso a sua compra soma.", "/calculadora-de-pontos"],
        ["Contato", "Fale com um consultor da sua região.", "/contato"],
      ],
    },
    crops: {
      title: "Soluções por cultura",
      lead: "Escolha a sua cultura e veja o que há para ela.",
      names: [
        "Soja",
        "Milho",
        "Algodão",
        "Cana-de-açúcar",
        "Café",
        "Trigo",
        "Feijão",
        "Arroz",
        "Sorgo",
        "Citros",
        "Batata",
        "Tomate",
        "Uva",
        ["Pastagem", "Pastagens"],
        "Eucalipto",
      ],
    },
    categories: {
      title: "Explore por categoria",
      names: [
        ["Sementes", "/catalogo?tab=seeds"],
        ["Proteção de cultivos", "/catalogo?tab=crop-protection"],
        ["Soluções digitais", "/catalogo?tab=digital-solutions"],
        ["Biológicos", "/biologicos"],
        ["Herbicidas", "/catalogo?tab=crop-protection&productType=Herbicida"],
        ["Fungicidas", "/catalogo?tab=crop-protection&productType=Fungicida"],
        ["Inseticidas", "/catalogo?tab=crop-protection&productType=Inseticida"],
        ["Tratamento de sementes", "/catalogo?tab=crop-protection&productType=Tratamento%20de%20sementes"],
        ["Inoculantes", "/catalogo?tab=crop-protection&productType=Inoculante"],
        ["Cursos", "/cursos"],
        ["Contato", "/contato"],
      ],
    },
    sheets: {
      title: "Fichas técnicas",
      lead: "Uma ficha por cultura e tema, para ter à mão na lavoura.",
      open: "Ver produtos",
      crops: ["Soja", "Milho", "Algodão", "Trigo", "Feijão"],
      topics: ["população de plantas", "época de plantio", "manejo de plantas daninhas", "manejo de doenças"],
      badges: ["Nova", "Recomendação técnica", "Atualizada", "Cerrado"],
    },
    offers: {
      title: "Ofertas da safra",
      cta: "Saiba mais",
      items: [
        ["Soja com tratamento incluso", "A semente chega pronta para plantar.", "Novo"],
        ["Milho com bônus por volume", "Mais sacos, melhor preço por hectare."],
        ["Algodão com assistência", "Um técnico acompanha o seu plantio."],
        ["Café com nutrição completa", "Programa de adubação foliar para a florada.", "Exclusivo"],
        ["Herbicida em combo", "Dessecação e pré-emergente em uma só compra."],
        ["Fungicida com pontos em dobro", "Some o dobro de pontos Impulso nesta safra."],
        ["Inoculante de presente", "Em cada compra de semente de soja."],
        ["Sorgo para silagem", "Alta produção de massa seca."],
        ["Feijão de ciclo curto", "Cultivares para a terceira safra irrigada."],
      ],
    },
    faq: {
      title: "Perguntas frequentes",
      items: [
        [
          "Quando plantar a soja para ter safrinha?",
          "Logo que o zoneamento da sua região permitir e houver umidade: a soja precoce libera a área para o milho.",
        ],
        [
          "Quantas sementes por metro devo plantar?",
          "Depende do peso de mil sementes, da germinação e da população desejada. Peça o cálculo ao seu consultor.",
        ],
        [
          "Preciso inocular todo ano?",
          "Sim: inocular a cada safra garante a nodulação, também em áreas com histórico de soja.",
        ],
        [
          "Como sei se a minha semente tem boa qualidade?",
          "Consulte a análise do lote em Qualidade de sementes com o número impresso na embalagem.",
        ],
      ],
    },
    warning: {
      title: "Leia sempre o rótulo",
      text: "Use os defensivos conforme o rótulo e a bula, com o equipamento de proteção indicado e respeitando as distâncias de áreas habitadas.",
      link: "Fale com um consultor",
      href: "/contato",
    },
    footer: {
      title: "Continue lendo",
      groups: [
        [
          "Produtos",
          [
            ["Catálogo", "/catalogo"],
            ["Biológicos", "/biologicos"],
            ["Qualidade de sementes", "/qualidade-de-sementes"],
          ],
        ],
        [
          "Aprender",
          [
            ["Cursos", "/cursos"],
            ["Conteúdo para você", "/conteudo-para-voce"],
          ],
        ],
        [
          "Surco",
          [
            ["Sobre o Surco", "/sobre-o-surco"],
            ["Contato", "/contato"],
            ["Privacidade", "/privacidade"],
          ],
        ],
      ],
    },
  }),
  guide({
    locale: "en-US",
    path: "/planting-guide",
    catalog: "/catalog",
    title: "Soybean planting guide",
    description: "How to prepare the field, choose the seed and plant soybeans at the right time, step by step.",
    lead: "What to check before, during and after planting so every seed counts.",
    promo: {
      badge: "2027 season",
      title: "Plan the season with your agronomist",
      text: "Build your planting plan field by field: genetics, seeding rate and protection, with the products sold in your area.",
      cta: "Browse the catalog",
      alt: "Rows of newly emerged soybeans in a Midwest field",
    },
    tip: {
      title: "Before you plant, check the soil",
      text: "Plant when soil at a 2-inch depth stays above 50 °F and the seedbed has moisture; a cold, wet start costs stand.",
    },
    steps: {
      title: "The season, step by step",
      slides: [
        [
          "Field",
          "Know your field",
          "Pull soil samples, look at last year's residue and map the zones that yield differently.",
        ],
        [
          "Seed",
          "Choose the seed",
          "Pick the maturity group for your planting date and latitude, and ask for the quality test of each seed lot.",
        ],
        [
          "Planting",
          "Plant evenly",
          "Calibrate the planter, keep the speed steady and check depth and spacing on the first passes.",
        ],
        [
          "Scouting",
          "Scout the crop",
          "Count stand at two weeks, watch weeds, insects and disease, and log every trip.",
        ],
        [
          "Harvest",
          "Harvest on time",
          "Harvest at 13 to 15 % grain moisture and set the combine so no pods are left behind.",
        ],
      ],
    },
    keys: {
      title: "Planting essentials",
      items: [
        [
          "Seeding rate",
          [
            "Aim for a final stand of 100,000 to 140,000 plants per acre.",
            "For late planting or tough ground, raise the rate by 10 to 15 %.",
          ],
        ],
        [
          "Planting date",
          [
            "Early May is the sweet spot across much of the Corn Belt.",
            "Each week past the window usually costs yield.",
          ],
        ],
        ["Depth", ["Plant 1 to 1.5 inches deep, into moist, firm soil."]],
        ["Row width", ["At 15-inch rows the canopy closes sooner and competes better with weeds."]],
      ],
    },
    news: {
      title: "What's new this season",
      more: "See products",
      slides: [
        [
          "Early soybeans for double-crop",
          "Varieties that reach harvest before frost after wheat.",
          "A soybean field in bloom",
        ],
        [
          "Corn with less late-season risk",
          "Hybrids with strong ear health for later planting.",
          "Corn plants in a late-planted field",
        ],
        [
          "Wheat that leaves good residue",
          "Cover that protects the soil and saves water for the next crop.",
          "Wheat ready for harvest",
        ],
        [
          "Biologicals for a strong start",
          "Inoculants and promoters that help nodulation from day one.",
          "Rows of newly emerged soybeans",
        ],
      ],
    },
    tools: {
      title: "Tools for your season",
      lead: "Everything you need to decide, in the portal.",
      items: [
        ["Seed quality", "Check germination and vigor of your seed lots.", "/seed-quality"],
        ["Catalog", "Find seed and crop protection by crop.", "/catalog"],
        ["Biologicals", "Inoculants and biological inputs for every crop.", "/biologicals"],
        ["Local yield results", "See how hybrids did in trials near you.", "/tools/local-yield-results"],
        ["About Surco", "Who we are and how we work with growers.", "/about-surco"],
        ["Contact", "Talk to an agronomist in your area.", "/contact"],
      ],
    },
    crops: {
      title: "Solutions by crop",
      lead: "Pick your crop and see what there is for it.",
      names: [
        ["Soybeans", "Soybean"],
        "Corn",
        "Wheat",
        "Cotton",
        "Sorghum",
        "Canola",
        "Sunflower",
        "Alfalfa",
        "Rice",
        "Dry beans",
        ["Potatoes", "Potato"],
        "Sugar beets",
        ["Peanuts", "Peanut"],
        "Barley",
        "Oats",
      ],
    },
    categories: {
      title: "Browse by category",
      names: [
        ["Seed", "/catalog?tab=seeds"],
        ["Crop protection", "/catalog?tab=crop-protection"],
        ["Digital solutions", "/catalog?tab=digital-solutions"],
        ["Biologicals", "/biologicals"],
        ["Herbicides", "/catalog?tab=crop-protection&productType=Herbicide"],
        ["Fungicides", "/catalog?tab=crop-protection&productType=Fungicide"],
        ["Insecticides", "/catalog?tab=crop-protection&productType=Insecticide"],
        ["Seed treatment", "/catalog?tab=crop-protection&productType=Seed%20treatment"],
        ["Inoculants", "/catalog?tab=crop-protection&productType=Inoculant"],
        ["Yield results", "/tools/local-yield-results"],
        ["Contact", "/contact"],
      ],
    },
    sheets: {
      title: "Tech sheets",
      lead: "One sheet per crop and topic, to keep at hand in the field.",
      open: "See products",
      crops: ["Soybeans", "Corn", "Wheat", "Cotton", "Sorghum"],
      topics: ["seeding rate", "planting date", "weed control", "disease management"],
      badges: ["New", "Agronomist's pick", "Updated", "Corn Belt"],
    },
    offers: {
      title: "Season offers",
      cta: "Learn more",
      items: [
        ["Soybeans with seed treatment", "Seed arrives ready to plant.", "New"],
        ["Corn volume discount", "More bags, a better price per acre."],
        ["Wheat with agronomy support", "An agronomist helps you at planting."],
        ["High-oleic sunflower", "Contracts with a quality premium.", "Exclusive"],
        ["Herbicide bundle", "Burndown and pre-emergence in one order."],
        ["Fungicide double points", "Earn double rewards points this season."],
        ["Free inoculant", "With every soybean seed order."],
        ["Forage sorghum", "High dry-matter yield for silage."],
        ["Malting barley", "Varieties with a buy-back contract."],
      ],
    },
    faq: {
      title: "Frequently asked questions",
      items: [
        [
          "When should I plant double-crop soybeans?",
          "Right after wheat harvest, without waiting: every day of delay lowers the yield potential.",
        ],
        [
          "How many seeds per foot of row should I plant?",
          "It depends on seed size, germination and the stand you want. Ask your agronomist to run the numbers.",
        ],
        [
          "Do I need to inoculate every year?",
          "Yes: inoculating every season secures nodulation, even in fields with a soybean history.",
        ],
        [
          "How do I know my seed is good quality?",
          "Look up the lot's test in Seed quality with the number printed on the bag.",
        ],
      ],
    },
    warning: {
      title: "Always read the label",
      text: "Use crop protection products as the label directs, with the protective equipment it names and the required buffer zones.",
      link: "Talk to an agronomist",
      href: "/contact",
    },
    footer: {
      title: "Keep reading",
      groups: [
        [
          "Products",
          [
            ["Catalog", "/catalog"],
            ["Biologicals", "/biologicals"],
            ["Seed quality", "/seed-quality"],
          ],
        ],
        ["Tools", [["Local yield results", "/tools/local-yield-results"]]],
        [
          "Surco",
          [
            ["About Surco", "/about-surco"],
            ["Contact", "/contact"],
            ["Privacy", "/privacy"],
          ],
        ],
      ],
    },
  }),
  guide({
    locale: "es-US",
    path: "/guia-de-siembra",
    catalog: "/catalogo",
    title: "Guía de siembra de soya",
    description: "Cómo preparar el campo, elegir la semilla y sembrar soya en el momento justo, paso a paso.",
    lead: "Lo que conviene revisar antes, durante y después de la siembra para que cada semilla cuente.",
    promo: {
      badge: "Temporada 2027",
      title: "Planifica la temporada con tu agrónomo",
      text: "Arma tu plan de siembra campo por campo: genética, densidad y protección, con los productos que se venden en tu zona.",
      cta: "Ver el catálogo",
      alt: "Hileras de soya recién emergidas en un campo del Medio Oeste",
    },
    tip: {
      title: "Antes de sembrar, revisa el suelo",
      text: "Siembra cuando el suelo a 2 pulgadas de profundidad se mantenga sobre 50 °F y la cama de siembra tenga humedad.",
    },
    steps: {
      title: "La temporada, paso a paso",
      slides: [
        [
          "Campo",
          "Conoce tu campo",
          "Toma muestras de suelo, revisa el rastrojo del año anterior y marca las zonas que rinden distinto.",
        ],
        [
          "Semilla",
          "Elige la semilla",
          "Escoge el grupo de madurez según la fecha y la latitud, y pide el análisis de calidad de cada lote de semilla.",
        ],
        [
          "Siembra",
          "Siembra parejo",
          "Calibra la sembradora, mantén la velocidad y revisa profundidad y espaciamiento en las primeras pasadas.",
        ],
        [
          "Monitoreo",
          "Recorre el cultivo",
          "Cuenta plantas a las dos semanas, vigila malezas, insectos y enfermedades y anota cada recorrido.",
        ],
        [
          "Cosecha",
          "Cosecha a tiempo",
          "Cosecha con 13 a 15 % de humedad en el grano y ajusta la cosechadora para no dejar vainas.",
        ],
      ],
    },
    keys: {
      title: "Claves de la siembra",
      items: [
        [
          "Densidad",
          [
            "Busca una población final de 100,000 a 140,000 plantas por acre.",
            "En siembras tardías o suelos difíciles, sube la densidad un 10 a 15 %.",
          ],
        ],
        [
          "Fecha",
          [
            "A principios de mayo está la mejor ventana en gran parte del Corn Belt.",
            "Cada semana de atraso después de esa ventana suele costar rendimiento.",
          ],
        ],
        ["Profundidad", ["Siembra a 1 o 1.5 pulgadas, en suelo húmedo y firme."]],
        [
          "Distancia entre hileras",
          ["Con hileras a 15 pulgadas el cultivo cierra antes y compite mejor con las malezas."],
        ],
      ],
    },
    news: {
      title: "Novedades de la temporada",
      more: "Ver productos",
      slides: [
        [
          "Soya temprana para doble cultivo",
          "Variedades que llegan a cosecha antes de las heladas después del trigo.",
          "Campo de soya en floración",
        ],
        [
          "Maíz con menos riesgo al final",
          "Híbridos con buena sanidad de mazorca para siembras tardías.",
          "Plantas de maíz en un campo tardío",
        ],
        [
          "Trigo que deja buen rastrojo",
          "Cobertura que protege el suelo y guarda agua para el siguiente cultivo.",
          "Trigo listo para cosechar",
        ],
        [
          "Biológicos para un buen arranque",
          "Inoculantes y promotores que ayudan a la nodulación desde el primer día.",
          "Hileras de soya recién emergidas",
        ],
      ],
    },
    tools: {
      title: "Herramientas para tu temporada",
      lead: "Todo lo que necesitas para decidir, en el portal.",
      items: [
        ["Calidad de semilla", "Revisa la germinación y el vigor de tus lotes de semilla.", "/calidad-de-semilla"],
        ["Catálogo", "Busca semillas y protección de cultivos por cultivo.", "/catalogo"],
        ["Biológicos", "Inoculantes y bioinsumos para cada cultivo.", "/biologicos"],
        [
          "Resultados de rendimiento",
          "Mira cómo rindieron los híbridos en ensayos cerca de ti.",
          "/herramientas/resultados-de-rendimiento-local",
        ],
        ["Sobre Surco", "Quiénes somos y cómo trabajamos con los productores.", "/sobre-surco"],
        ["Contacto", "Habla con un agrónomo de tu zona.", "/contacto"],
      ],
    },
    crops: {
      title: "Soluciones por cultivo",
      lead: "Elige tu cultivo y mira lo que hay para él.",
      names: [
        ["Soya", "Soja"],
        "Maíz",
        "Trigo",
        "Algodón",
        "Sorgo",
        "Canola",
        "Girasol",
        "Alfalfa",
        "Arroz",
        "Frijol",
        "Papa",
        "Remolacha",
        ["Cacahuate", "Maní"],
        "Cebada",
        "Avena",
      ],
    },
    categories: {
      title: "Explora por categoría",
      names: [
        ["Semillas", "/catalogo?tab=seeds"],
        ["Protección de cultivos", "/catalogo?tab=crop-protection"],
        ["Soluciones digitales", "/catalogo?tab=digital-solutions"],
        ["Biológicos", "/biologicos"],
        ["Herbicidas", "/catalogo?tab=crop-protection&productType=Herbicida"],
        ["Fungicidas", "/catalogo?tab=crop-protection&productType=Fungicida"],
        ["Insecticidas", "/catalogo?tab=crop-protection&productType=Insecticida"],
        ["Tratamiento de semillas", "/catalogo?tab=crop-protection&productType=Curasemillas"],
        ["Inoculantes", "/catalogo?tab=crop-protection&productType=Inoculante"],
        ["Rendimiento local", "/herramientas/resultados-de-rendimiento-local"],
        ["Contacto", "/contacto"],
      ],
    },
    sheets: {
      title: "Fichas técnicas",
      lead: "Una ficha por cultivo y tema, para tener a mano en el campo.",
      open: "Ver productos",
      crops: ["Soya", "Maíz", "Trigo", "Algodón", "Sorgo"],
      topics: ["densidad de siembra", "fecha de siembra", "control de malezas", "manejo de enfermedades"],
      badges: ["Nueva", "Recomendación técnica", "Actualizada", "Corn Belt"],
    },
    offers: {
      title: "Ofertas de la temporada",
      cta: "Ver más",
      items: [
        ["Soya con tratamiento incluido", "La semilla llega lista para sembrar.", "Nuevo"],
        ["Maíz con descuento por volumen", "Más bolsas, mejor precio por acre."],
        ["Trigo con asesoría", "Un agrónomo te acompaña en la siembra."],
        ["Girasol alto oleico", "Contratos con prima por calidad.", "Exclusivo"],
        ["Herbicida en paquete", "Quema y preemergente en un solo pedido."],
        ["Fungicida con puntos dobles", "Gana el doble de puntos de recompensa esta temporada."],
        ["Inoculante de regalo", "Con cada pedido de semilla de soya."],
        ["Sorgo forrajero", "Alta producción de materia seca para ensilaje."],
        ["Cebada maltera", "Variedades con contrato de compra."],
      ],
    },
    faq: {
      title: "Preguntas frecuentes",
      items: [
        [
          "¿Cuándo conviene sembrar soya de doble cultivo?",
          "Justo después de cosechar el trigo, sin esperar: cada día de atraso baja el rendimiento posible.",
        ],
        [
          "¿Cuántas semillas por pie de hilera debo sembrar?",
          "Depende del tamaño de la semilla, la germinación y la población que buscas. Pídele el cálculo a tu agrónomo.",
        ],
        [
          "¿Hay que inocular todos los años?",
          "Sí: inocular cada temporada asegura la nodulación, también en campos con historia de soya.",
        ],
        [
          "¿Cómo sé si mi semilla es de buena calidad?",
          "Consulta el análisis del lote en Calidad de semilla con el número impreso en la bolsa.",
        ],
      ],
    },
    warning: {
      title: "Lee siempre la etiqueta",
      text: "Usa los productos de protección de cultivos como indica la etiqueta, con el equipo de protección que pide y las zonas de amortiguamiento requeridas.",
      link: "Habla con un agrónomo",
      href: "/contacto",
    },
    footer: {
      title: "Sigue leyendo",
      groups: [
        [
          "Productos",
          [
            ["Catálogo", "/catalogo"],
            ["Biológicos", "/biologicos"],
            ["Calidad de semilla", "/calidad-de-semilla"],
          ],
        ],
        ["Herramientas", [["Resultados de rendimiento", "/herramientas/resultados-de-rendimiento-local"]]],
        [
          "Surco",
          [
            ["Sobre Surco", "/sobre-surco"],
            ["Contacto", "/contacto"],
            ["Privacidad", "/privacidad"],
          ],
        ],
      ],
    },
  }),
];
