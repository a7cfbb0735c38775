import type { Course, CourseCard } from "../../app/services/courses/contract";

/**
 * The courses upstream's demo data (docs/integrations/courses.md): 18 agronomy
 * courses per country where Impulso runs, so the gallery shows 8, then 16,
 * then all 18. Each course has 3 to 5 modules drawn from its category's
 * syllabus; `units` is always the number of modules. Deterministic.
 */
type Country = "BR" | "AR";
type Category = CourseCard["category"];
type Lesson = readonly [title: string, paragraphs: readonly string[]];

const SYLLABUS: Record<Country, Record<Category, readonly Lesson[]>> = {
  BR: {
    corn: [
      [
        "Escolha do híbrido",
        [
          "Compare o ciclo, a sanidade e o potencial produtivo de cada híbrido para a sua região.",
          "Olhe os resultados de ensaios locais de mais de uma safra antes de decidir.",
        ],
      ],
      [
        "Densidade de plantio",
        [
          "A população ideal depende do híbrido, da fertilidade e da época de semeadura.",
          "Ajuste a regulagem da plantadeira e confira a distribuição no sulco.",
        ],
      ],
      [
        "Adubação nitrogenada",
        [
          "Parcele o nitrogênio conforme a demanda da planta, entre V4 e V8.",
          "Evite aplicar antes de chuvas intensas para reduzir perdas.",
        ],
      ],
      [
        "Manejo de cigarrinha",
        [
          "Monitore a lavoura desde a emergência e use sementes tratadas.",
          "Elimine o milho tiguera, que mantém a praga entre safras.",
        ],
      ],
      [
        "Colheita e armazenagem",
        [
          "Colha com a umidade certa para reduzir perdas e custos de secagem.",
          "Limpe e monitore os silos para evitar fungos e insetos.",
        ],
      ],
    ],
    agronomic: [
      [
        "Amostragem de solo",
        [
          "Divida a área em talhões homogêneos e colete subamostras em zigue-zague.",
          "Mantenha a mesma profundidade e época de coleta ano a ano.",
        ],
      ],
      [
        "Interpretação da análise",
        [
          "Compare os teores com as faixas de suficiência da cultura.",
          "Calcule a necessidade de calagem pela saturação por bases.",
        ],
      ],
      [
        "Manejo integrado de pragas",
        [
          "Monitore semanalmente e aplique só acima do nível de controle.",
          "Alterne modos de ação para retardar a resistência.",
        ],
      ],
      [
        "Plantas daninhas",
        [
          "Identifique as espécies dominantes antes de escolher o herbicida.",
          "Use a palhada e a rotação de culturas a seu favor.",
        ],
      ],
      [
        "Rotação de culturas",
        [
          "Alternar gramíneas e leguminosas quebra ciclos de pragas e doenças.",
          "Planeje a rotação de pelo menos três safras.",
        ],
      ],
    ],
    fields: [
      [
        "Mapas de produtividade",
        [
          "Limpe os dados do monitor de colheita antes de gerar o mapa.",
          "Compare mapas de várias safras para achar zonas estáveis.",
        ],
      ],
      [
        "Zonas de manejo",
        [
          "Combine produtividade, solo e relevo para delimitar zonas.",
          "Use as zonas para taxa variável de sementes e adubo.",
        ],
      ],
      [
        "Imagens de satélite",
        ["O NDVI mostra o vigor da lavoura ao longo da safra.", "Vá a campo conferir as manchas que a imagem aponta."],
      ],
      [
        "Conectando sua conta",
        [
          "Conecte sua conta de dados de campo para ver seus talhões no portal.",
          "Os dados podem levar alguns minutos para sincronizar.",
        ],
      ],
    ],
    weather: [
      [
        "Janela de plantio",
        ["Plante com umidade no solo e previsão de chuvas regulares.", "Consulte o zoneamento agrícola da sua região."],
      ],
      [
        "Condições de pulverização",
        ["Pulverize com vento entre 3 e 10 km/h e umidade acima de 55%.", "Evite as horas mais quentes do dia."],
      ],
      [
        "Geada e estiagem",
        [
          "Escolha épocas de semeadura que fujam dos períodos de risco.",
          "Acompanhe os alertas da previsão para agir a tempo.",
        ],
      ],
    ],
    seeds: [
      [
        "Qualidade de sementes",
        ["Germinação e vigor dizem quanto do lote vira planta.", "Confira o boletim de análise de cada lote."],
      ],
      [
        "Tratamento de sementes",
        [
          "Proteja a semente contra pragas e doenças iniciais.",
          "Respeite a dose e o tempo de secagem antes do plantio.",
        ],
      ],
      ["Armazenagem de sementes", ["Guarde em local fresco, seco e ventilado.", "Não empilhe sacos direto no chão."]],
      [
        "Regulagem da plantadeira",
        [
          "Escolha o disco certo para o tamanho da semente.",
          "Confira a profundidade e o espaçamento no início de cada talhão.",
        ],
      ],
    ],
  },
  AR: {
    corn: [
      [
        "Elección del híbrido",
        [
          "Compará ciclo, sanidad y potencial de rinde de cada híbrido para tu zona.",
          "Mirá ensayos locales de más de una campaña antes de decidir.",
        ],
      ],
      [
        "Densidad de siembra",
        [
          "La población ideal depende del híbrido, la fertilidad y la fecha de siembra.",
          "Regulá la sembradora y revisá la distribución en el surco.",
        ],
      ],
      [
        "Fertilización nitrogenada",
        [
          "Fraccioná el nitrógeno según la demanda del cultivo, entre V4 y V8.",
          "Evitá aplicar antes de lluvias intensas para reducir pérdidas.",
        ],
      ],
      [
        "Manejo de chicharrita",
        [
          "Monitoreá el lote desde la emergencia y usá semilla tratada.",
          "Eliminá el maíz guacho, que mantiene la plaga entre campañas.",
        ],
      ],
      [
        "Cosecha y almacenamiento",
        [
          "Cosechá con la humedad justa para reducir pérdidas y secado.",
          "Limpiá y monitoreá los silos para evitar hongos e insectos.",
        ],
      ],
    ],
    agronomic: [
      [
        "Muestreo de suelo",
        [
          "Dividí el campo en lotes homogéneos y tomá submuestras en zigzag.",
          "Mantené la misma profundidad y época de muestreo cada año.",
        ],
      ],
      [
        "Interpretación del análisis",
        [
          "Compará los valores con los rangos de suficiencia del cultivo.",
          "Calculá la enmienda según el pH y la saturación de bases.",
        ],
      ],
      [
        "Manejo integrado de plagas",
        [
          "Monitoreá todas las semanas y aplicá solo sobre el umbral de daño.",
          "Rotá modos de acción para demorar la resistencia.",
        ],
      ],
      [
        "Malezas",
        [
          "Identificá las especies dominantes antes de elegir el herbicida.",
          "Usá el rastrojo y la rotación a tu favor.",
        ],
      ],
      [
        "Rotación de cultivos",
        [
          "Alternar gramíneas y leguminosas corta ciclos de plagas y enfermedades.",
          "Planificá la rotación de al menos tres campañas.",
        ],
      ],
    ],
    fields: [
      [
        "Mapas de rinde",
        [
          "Limpiá los datos del monitor de cosecha antes de armar el mapa.",
          "Compará mapas de varias campañas para encontrar zonas estables.",
        ],
      ],
      [
        "Ambientes de manejo",
        [
          "Combiná rinde, suelo y relieve para delimitar ambientes.",
          "Usá los ambientes para dosis variable de semilla y fertilizante.",
        ],
      ],
      [
        "Imágenes satelitales",
        [
          "El NDVI muestra el vigor del cultivo durante la campaña.",
          "Recorré el lote para revisar las manchas que marca la imagen.",
        ],
      ],
      [
        "Conectar tu cuenta",
        [
          "Conectá tu cuenta de datos de campo para ver tus lotes en el portal.",
          "Los datos pueden tardar unos minutos en sincronizarse.",
        ],
      ],
    ],
    weather: [
      [
        "Ventana de siembra",
        [
          "Sembrá con humedad en el suelo y pronóstico de lluvias regulares.",
          "Consultá las fechas recomendadas para tu zona.",
        ],
      ],
      [
        "Condiciones de pulverización",
        ["Pulverizá con viento de 3 a 10 km/h y humedad sobre 55 %.", "Evitá las horas de más calor."],
      ],
      [
        "Heladas y sequía",
        [
          "Elegí fechas de siembra que esquiven los períodos de riesgo.",
          "Seguí las alertas del pronóstico para actuar a tiempo.",
        ],
      ],
    ],
    seeds: [
      [
        "Calidad de semilla",
        ["Germinación y vigor dicen cuánto del lote llega a planta.", "Revisá el análisis de cada lote."],
      ],
      [
        "Tratamiento de semillas",
        [
          "Protegé la semilla de plagas y enfermedades iniciales.",
          "Respetá la dosis y el tiempo de secado antes de sembrar.",
        ],
      ],
      [
        "Almacenamiento de semillas",
        ["Guardala en un lugar fresco, seco y ventilado.", "No apiles las bolsas directo sobre el piso."],
      ],
      [
        "Regulación de la sembradora",
        [
          "Elegí la placa correcta para el tamaño de la semilla.",
          "Revisá profundidad y distancia al empezar cada lote.",
        ],
      ],
    ],
  },
};

/** [slug, category, title, summary] per country, newest first. */
const CATALOGUE: Record<Country, ReadonlyArray<readonly [string, Category, string, string]>> = {
  BR: [
    [
      "milho-de-alta-produtividade",
      "corn",
      "Milho de alta produtividade",
      "Do híbrido à colheita, o que faz diferença no rendimento.",
    ],
    [
      "fertilidade-do-solo",
      "agronomic",
      "Fertilidade do solo na prática",
      "Da amostragem à recomendação de calagem e adubação.",
    ],
    [
      "agricultura-de-precisao",
      "fields",
      "Agricultura de precisão",
      "Mapas, zonas de manejo e imagens para decidir por talhão.",
    ],
    [
      "clima-e-manejo",
      "weather",
      "Clima e manejo da lavoura",
      "Use a previsão para plantar e pulverizar na hora certa.",
    ],
    ["sementes-de-qualidade", "seeds", "Sementes de qualidade", "Como escolher, tratar e guardar sementes."],
    [
      "cigarrinha-do-milho",
      "corn",
      "Cigarrinha do milho",
      "Monitoramento e controle da praga que mais preocupa o milho.",
    ],
    [
      "manejo-de-pragas",
      "agronomic",
      "Manejo integrado de pragas",
      "Monitorar, decidir e controlar com menos aplicações.",
    ],
    ["mapas-de-produtividade", "fields", "Mapas de produtividade", "Transforme os dados da colheita em decisões."],
    [
      "pulverizacao-eficiente",
      "weather",
      "Pulverização eficiente",
      "Condições de tempo para cada aplicação dar resultado.",
    ],
    ["tratamento-de-sementes", "seeds", "Tratamento de sementes", "Proteção desde o primeiro dia da lavoura."],
    ["nitrogenio-no-milho", "corn", "Nitrogênio no milho", "Dose, época e fonte para cada ambiente."],
    [
      "plantas-daninhas",
      "agronomic",
      "Plantas daninhas resistentes",
      "Identificação e manejo de buva, capim-amargoso e outras.",
    ],
    ["imagens-de-satelite", "fields", "Imagens de satélite na lavoura", "O que o NDVI mostra e como usar no campo."],
    ["geada-e-estiagem", "weather", "Geada e estiagem", "Como reduzir o risco climático da safra."],
    ["regulagem-da-plantadeira", "seeds", "Regulagem da plantadeira", "Estande uniforme começa na regulagem."],
    ["colheita-de-milho", "corn", "Colheita e armazenagem de milho", "Menos perdas do campo ao silo."],
    ["rotacao-de-culturas", "agronomic", "Rotação de culturas", "Planejamento de sistemas para várias safras."],
    ["conecte-seus-dados", "fields", "Conecte seus dados de campo", "Leve seus talhões e mapas para o portal."],
  ],
  AR: [
    [
      "maiz-de-alto-rinde",
      "corn",
      "Maíz de alto rinde",
      "Del híbrido a la cosecha, lo que marca la diferencia en el rinde.",
    ],
    [
      "fertilidad-de-suelos",
      "agronomic",
      "Fertilidad de suelos en la práctica",
      "Del muestreo a la recomendación de fertilización.",
    ],
    [
      "agricultura-de-precision",
      "fields",
      "Agricultura de precisión",
      "Mapas, ambientes e imágenes para decidir por lote.",
    ],
    [
      "clima-y-manejo",
      "weather",
      "Clima y manejo del cultivo",
      "Usá el pronóstico para sembrar y pulverizar a tiempo.",
    ],
    ["semillas-de-calidad", "seeds", "Semillas de calidad", "Cómo elegir, tratar y guardar la semilla."],
    [
      "chicharrita-del-maiz",
      "corn",
      "Chicharrita del maíz",
      "Monitoreo y control de la plaga que más preocupa al maíz.",
    ],
    [
      "manejo-de-plagas",
      "agronomic",
      "Manejo integrado de plagas",
      "Monitorear, decidir y controlar con menos aplicaciones.",
    ],
    ["mapas-de-rinde", "fields", "Mapas de rinde", "Convertí los datos de cosecha en decisiones."],
    [
      "pulverizacion-eficiente",
      "weather",
      "Pulverización eficiente",
      "Condiciones de tiempo para que cada aplicación rinda.",
    ],
    ["tratamiento-de-semillas", "seeds", "Tratamiento de semillas", "Protección desde el primer día del cultivo."],
    ["nitrogeno-en-maiz", "corn", "Nitrógeno en maíz", "Dosis, momento y fuente para cada ambiente."],
    [
      "malezas-resistentes",
      "agronomic",
      "Malezas resistentes",
      "Identificación y manejo de rama negra, sorgo de Alepo y otras.",
    ],
    ["imagenes-satelitales", "fields", "Imágenes satelitales en el lote", "Qué muestra el NDVI y cómo usarlo a campo."],
    ["heladas-y-sequia", "weather", "Heladas y sequía", "Cómo bajar el riesgo climático de la campaña."],
    [
      "regulacion-de-la-sembradora",
      "seeds",
      "Regulación de la sembradora",
      "Un stand parejo empieza en la regulación.",
    ],
    ["cosecha-de-maiz", "corn", "Cosecha y almacenamiento de maíz", "Menos pérdidas del lote al silo."],
    ["rotacion-de-cultivos", "agronomic", "Rotación de cultivos", "Planificación de sistemas para varias campañas."],
    ["conecta-tus-datos", "fields", "Conectá tus datos de campo", "Llevá tus lotes y mapas al portal."],
  ],
};

/** Each category's picture (the sandbox's own, /media). */
const CATEGORY_PICTURE: Record<Category, string> = {
  agronomic: "soil-sample",
  corn: "corn-field",
  fields: "farmer-tablet",
  seeds: "seed-bags",
  weather: "weather-sky",
};

function courseOf(country: Country, index: number): Course {
  const [path, category, title, summary] = CATALOGUE[country][index];
  const syllabus = SYLLABUS[country][category];
  // 3, 4 or 5 modules, never more than the syllabus has; each course starts at its own lesson.
  const count = Math.min(3 + (index % 3), syllabus.length);
  const modules = Array.from({ length: count }, (_, i) => {
    const [lesson, paragraphs] = syllabus[(index + i) % syllabus.length];
    return { title: lesson, minutes: 6 + ((index + i) % 4) * 3, paragraphs: [...paragraphs] };
  });
  return { path, category, title, summary, units: count, image: `/media/${CATEGORY_PICTURE[category]}`, modules };
}

function countryOfCode(code: unknown): Country | null {
  return code === "BR" || code === "AR" ? code : null;
}

export function coursesFor(code: unknown): CourseCard[] | null {
  const country = countryOfCode(code);
  if (!country) return null;
  return CATALOGUE[country].map((_, index) => {
    const { path, category, title, units, image } = courseOf(country, index);
    return { path, category, title, units, image };
  });
}

export function courseFor(code: unknown, slug: string): Course | null {
  const country = countryOfCode(code);
  if (!country) return null;
  const index = CATALOGUE[country].findIndex(([path]) => path === slug);
  return index < 0 ? null : courseOf(country, index);
}
