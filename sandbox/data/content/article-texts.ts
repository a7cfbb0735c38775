/**
 * The demo articles' words, in our own words about agronomy: per article, its
 * title, lead and body paragraphs in Portuguese, Spanish (neutral, read in
 * es-AR and es-US alike) and English, with the slug each language uses.
 */
export interface ArticleText {
  slug: string;
  title: string;
  lead: string;
  body: string[];
}

export type ArticleLanguage = "pt" | "es" | "en";

export const ARTICLE_TEXTS: Record<string, Record<ArticleLanguage, ArticleText>> = {
  "soy-rust": {
    pt: {
      slug: "ferrugem-asiatica-da-soja",
      title: "Ferrugem-asiática da soja: como reconhecer cedo",
      lead: "As primeiras pústulas aparecem no terço inferior da planta, e é ali que o monitoramento deve começar.",
      body: [
        "A ferrugem avança rápido quando as noites são longas e úmidas. Vire as folhas de baixo contra a luz e procure pontos escuros com uma lupa de 20 aumentos: eles costumam aparecer antes que a lavoura mostre qualquer amarelecimento.",
        "O vazio sanitário e a semeadura no início da janela reduzem a pressão da doença. Quando o fungicida for necessário, a primeira aplicação preventiva protege mais do que duas aplicações atrasadas.",
      ],
    },
    es: {
      slug: "roya-asiatica-de-la-soja",
      title: "Roya asiática de la soja: cómo reconocerla a tiempo",
      lead: "Las primeras pústulas aparecen en el tercio inferior de la planta, y ahí debe empezar el monitoreo.",
      body: [
        "La roya avanza rápido cuando las noches son largas y húmedas. Al mirar las hojas de abajo contra la luz con una lupa de 20 aumentos, se ven puntos oscuros antes de que el lote muestre amarillamiento.",
        "El vacío sanitario y la siembra temprana dentro de la ventana bajan la presión de la enfermedad. Cuando hace falta fungicida, la primera aplicación preventiva protege más que dos aplicaciones tardías.",
      ],
    },
    en: {
      slug: "asian-soybean-rust-early-signs",
      title: "Asian soybean rust: spotting it early",
      lead: "The first pustules show up in the lower canopy, and that is where scouting should start.",
      body: [
        "Rust moves fast when nights are long and wet. Turn lower leaves toward the light and look for dark specks with a 20x hand lens: they appear well before the field shows any yellowing.",
        "A host-free period and planting early in the window both lower disease pressure. When a fungicide is needed, one timely preventive pass protects more than two late ones.",
      ],
    },
  },
  "corn-planting-density": {
    pt: {
      slug: "densidade-de-plantio-do-milho",
      title: "Densidade de plantio do milho: menos palpite, mais ambiente",
      lead: "A população ideal muda de talhão para talhão, conforme a água disponível e o potencial do solo.",
      body: [
        "Híbridos modernos toleram populações mais altas, mas só retribuem quando há água e nitrogênio. Em solos rasos ou de sequeiro, subir a população aumenta o risco de espigas pequenas e plantas acamadas.",
        "Dividir o talhão em zonas de manejo e ajustar a semeadora por zona é a forma mais simples de transformar mapas de produtividade em decisão.",
      ],
    },
    es: {
      slug: "densidad-de-siembra-del-maiz",
      title: "Densidad de siembra del maíz: menos intuición, más ambiente",
      lead: "La población ideal cambia de lote a lote, según el agua disponible y el potencial del suelo.",
      body: [
        "Los híbridos modernos toleran poblaciones más altas, pero solo responden cuando hay agua y nitrógeno. En suelos someros o de secano, subir la población aumenta el riesgo de espigas chicas y vuelco.",
        "Dividir el lote en ambientes y ajustar la sembradora por ambiente es la manera más simple de convertir mapas de rendimiento en decisiones.",
      ],
    },
    en: {
      slug: "corn-seeding-rate-by-zone",
      title: "Corn seeding rates: less guesswork, more field zones",
      lead: "The right population changes across a field, with available water and soil potential.",
      body: [
        "Modern hybrids tolerate higher populations, but they only pay back when water and nitrogen are there. On shallow or dryland soils, pushing population raises the risk of small ears and lodging.",
        "Splitting the field into management zones and setting the planter by zone is the simplest way to turn yield maps into decisions.",
      ],
    },
  },
  "wheat-nitrogen": {
    pt: {
      slug: "nitrogenio-no-trigo",
      title: "Nitrogênio no trigo: dividir a dose vale a pena",
      lead: "Aplicar parte do nitrogênio no perfilhamento aproveita melhor o adubo e protege a proteína do grão.",
      body: [
        "O trigo absorve pouco nitrogênio nas primeiras semanas. Uma dose menor na semeadura e o restante no início do perfilhamento reduz as perdas por lixiviação em anos chuvosos.",
        "A leitura de clorofila ou imagens de satélite ajudam a decidir onde a segunda dose é mais necessária.",
      ],
    },
    es: {
      slug: "nitrogeno-en-trigo",
      title: "Nitrógeno en trigo: fraccionar la dosis conviene",
      lead: "Aplicar parte del nitrógeno en macollaje aprovecha mejor el fertilizante y cuida la proteína del grano.",
      body: [
        "El trigo absorbe poco nitrógeno en las primeras semanas. Una dosis menor a la siembra y el resto al inicio del macollaje reduce las pérdidas por lavado en años lluviosos.",
        "Las lecturas de clorofila o las imágenes satelitales ayudan a decidir dónde hace más falta la segunda dosis.",
      ],
    },
    en: {
      slug: "split-nitrogen-in-wheat",
      title: "Nitrogen in wheat: splitting the rate pays",
      lead: "Putting part of the nitrogen on at tillering makes better use of it and protects grain protein.",
      body: [
        "Wheat takes up little nitrogen in its first weeks. A smaller rate at seeding and the rest at early tillering cuts leaching losses in wet years.",
        "Chlorophyll readings or satellite imagery help decide where the second pass is needed most.",
      ],
    },
  },
  "soil-sampling": {
    pt: {
      slug: "amostragem-de-solo-bem-feita",
      title: "Amostragem de solo bem feita começa no mapa",
      lead: "Uma análise só é tão boa quanto a amostra que a originou.",
      body: [
        "Colete de 15 a 20 subamostras por zona homogênea, sempre na mesma profundidade, e evite cabeceiras, trilhas de máquinas e locais de antigos montes de calcário.",
        "Repetir a amostragem na mesma época do ano permite comparar resultados e ver se a correção está funcionando.",
      ],
    },
    es: {
      slug: "muestreo-de-suelo-bien-hecho",
      title: "Un buen muestreo de suelo empieza en el mapa",
      lead: "Un análisis es tan bueno como la muestra que lo originó.",
      body: [
        "Se recomiendan de 15 a 20 submuestras por ambiente homogéneo, siempre a la misma profundidad, evitando cabeceras, huellas de maquinaria y lugares donde hubo acopios de cal.",
        "Repetir el muestreo en la misma época del año permite comparar resultados y ver si la corrección funciona.",
      ],
    },
    en: {
      slug: "soil-sampling-done-right",
      title: "Good soil sampling starts on the map",
      lead: "A soil test is only as good as the sample behind it.",
      body: [
        "Pull 15 to 20 cores per uniform zone, always at the same depth, and stay away from headlands, wheel tracks and old lime pile spots.",
        "Sampling at the same time of year, every time, lets you compare results and see whether corrections are working.",
      ],
    },
  },
  "cover-crops": {
    pt: {
      slug: "plantas-de-cobertura-na-entressafra",
      title: "Plantas de cobertura: o solo não gosta de ficar descoberto",
      lead: "Braquiária, aveia e nabo forrageiro protegem o solo e devolvem nutrientes para a cultura seguinte.",
      body: [
        "Raízes vivas na entressafra mantêm a estrutura do solo, reduzem a erosão e alimentam a vida microbiana. A palhada ainda ajuda a segurar umidade no verão.",
        "A escolha da espécie depende da janela disponível e da cultura seguinte: gramíneas deixam mais palha, leguminosas deixam mais nitrogênio.",
      ],
    },
    es: {
      slug: "cultivos-de-servicio",
      title: "Cultivos de servicio: el suelo no quiere estar desnudo",
      lead: "Vicia, avena y centeno protegen el suelo y devuelven nutrientes al cultivo siguiente.",
      body: [
        "Las raíces vivas durante el barbecho mantienen la estructura del suelo, reducen la erosión y alimentan la vida microbiana. El rastrojo además conserva humedad en verano.",
        "La especie depende de la ventana disponible y del cultivo siguiente: las gramíneas dejan más rastrojo, las leguminosas dejan más nitrógeno.",
      ],
    },
    en: {
      slug: "cover-crops-between-seasons",
      title: "Cover crops: soil does not like to be bare",
      lead: "Cereal rye, oats and clovers protect the soil and hand nutrients to the next crop.",
      body: [
        "Living roots between seasons hold soil structure, cut erosion and feed soil life. The residue also keeps moisture in through the summer.",
        "The species depends on the window you have and on the next crop: grasses leave more residue, legumes leave more nitrogen.",
      ],
    },
  },
  "fall-armyworm": {
    pt: {
      slug: "lagarta-do-cartucho-no-milho",
      title: "Lagarta-do-cartucho: o monitoramento decide",
      lead: "Folhas raspadas no cartucho são o primeiro sinal; a decisão depende da porcentagem de plantas atacadas.",
      body: [
        "Avalie 20 plantas seguidas em cinco pontos do talhão e anote quantas têm lesões recentes. Lagartas pequenas são muito mais fáceis de controlar do que as que já entraram fundo no cartucho.",
        "Biotecnologia, refúgio bem feito e controle biológico somam forças: nenhuma ferramenta sozinha segura a praga por muitas safras.",
      ],
    },
    es: {
      slug: "cogollero-en-maiz",
      title: "Cogollero en maíz: el monitoreo decide",
      lead: "Las hojas raspadas en el cogollo son la primera señal; la decisión depende del porcentaje de plantas atacadas.",
      body: [
        "Conviene revisar 20 plantas seguidas en cinco puntos del lote y anotar cuántas tienen daño reciente. Las larvas chicas se controlan mucho mejor que las que ya entraron al cogollo.",
        "La biotecnología, un refugio bien hecho y el control biológico suman: ninguna herramienta sola frena la plaga por muchas campañas.",
      ],
    },
    en: {
      slug: "fall-armyworm-scouting",
      title: "Fall armyworm: scouting makes the call",
      lead: "Windowpane feeding in the whorl is the first sign; the decision rests on the share of plants hit.",
      body: [
        "Check 20 plants in a row at five spots in the field and note how many show fresh feeding. Small larvae are far easier to control than the ones already deep in the whorl.",
        "Traits, a proper refuge and biological control work together: no single tool holds the pest for many seasons.",
      ],
    },
  },
  "weed-resistance": {
    pt: {
      slug: "plantas-daninhas-resistentes",
      title: "Plantas daninhas resistentes: rotacionar modos de ação",
      lead: "Buva, capim-amargoso e caruru resistentes se espalham quando o mesmo herbicida é usado ano após ano.",
      body: [
        "Alternar mecanismos de ação, usar pré-emergentes e manter o solo coberto reduz o banco de sementes de daninhas na área.",
        "Limpar máquinas ao sair de talhões infestados evita levar sementes para áreas ainda limpas.",
      ],
    },
    es: {
      slug: "malezas-resistentes",
      title: "Malezas resistentes: rotar modos de acción",
      lead: "Rama negra, sorgo de Alepo y yuyo colorado resistentes se expanden cuando se usa el mismo herbicida año tras año.",
      body: [
        "Alternar modos de acción, sumar preemergentes y mantener el suelo cubierto baja el banco de semillas de malezas del lote.",
        "Limpiar la maquinaria al salir de lotes infestados evita llevar semillas a lotes todavía limpios.",
      ],
    },
    en: {
      slug: "herbicide-resistant-weeds",
      title: "Herbicide-resistant weeds: rotate modes of action",
      lead: "Resistant marestail, waterhemp and Palmer amaranth spread when the same herbicide is used year after year.",
      body: [
        "Rotating sites of action, adding residual pre-emergence products and keeping the ground covered shrink the weed seed bank.",
        "Cleaning equipment when leaving infested fields keeps seed from riding into clean ones.",
      ],
    },
  },
  "biologicals-intro": {
    pt: {
      slug: "biologicos-na-lavoura",
      title: "Biológicos na lavoura: por onde começar",
      lead: "Inoculantes, bioestimulantes e agentes de biocontrole têm usos diferentes e cuidados próprios.",
      body: [
        "Produtos vivos exigem armazenamento na sombra, calda no mesmo dia e atenção à compatibilidade com químicos no tanque.",
        "Comece por um talhão de teste com faixa testemunha: o resultado da própria fazenda vale mais do que qualquer promessa.",
      ],
    },
    es: {
      slug: "biologicos-en-el-campo",
      title: "Biológicos en el campo: por dónde empezar",
      lead: "Inoculantes, bioestimulantes y agentes de biocontrol tienen usos distintos y cuidados propios.",
      body: [
        "Los productos vivos piden almacenamiento a la sombra, caldo preparado en el día y atención a la compatibilidad con químicos en el tanque.",
        "Lo mejor es empezar con un lote de prueba y una franja testigo: el resultado del propio campo vale más que cualquier promesa.",
      ],
    },
    en: {
      slug: "getting-started-with-biologicals",
      title: "Biologicals in the field: where to start",
      lead: "Inoculants, biostimulants and biocontrol agents do different jobs and need their own care.",
      body: [
        "Living products want shaded storage, same-day mixing and attention to tank compatibility with chemistry.",
        "Start with one test field and an untreated check strip: your own farm's result is worth more than any promise.",
      ],
    },
  },
  "harvest-losses": {
    pt: {
      slug: "perdas-na-colheita",
      title: "Perdas na colheita: medir antes de ajustar",
      lead: "Um quadro de um metro quadrado atrás da colhedora mostra quanto grão está ficando no chão.",
      body: [
        "Conte os grãos caídos antes e depois da passagem da máquina para separar a perda natural da perda da plataforma e do sistema de trilha.",
        "Velocidade, altura de corte e regulagem do molinete resolvem a maior parte das perdas, e cada saca salva vai direto para a margem.",
      ],
    },
    es: {
      slug: "perdidas-de-cosecha",
      title: "Pérdidas de cosecha: medir antes de regular",
      lead: "Un aro de un metro cuadrado detrás de la cosechadora muestra cuánto grano queda en el suelo.",
      body: [
        "Contar los granos caídos antes y después de la pasada separa la pérdida natural de la del cabezal y la de trilla.",
        "La velocidad, la altura de corte y la regulación del molinete resuelven la mayor parte de las pérdidas, y cada quintal recuperado va directo al margen.",
      ],
    },
    en: {
      slug: "measuring-harvest-losses",
      title: "Harvest losses: measure before you adjust",
      lead: "A one-square-meter frame behind the combine shows how much grain is left on the ground.",
      body: [
        "Counting kernels before and after the combine passes separates natural shatter from header and threshing losses.",
        "Ground speed, cutting height and reel settings fix most losses, and every bushel saved goes straight to the margin.",
      ],
    },
  },
  "irrigation-scheduling": {
    pt: {
      slug: "manejo-da-irrigacao",
      title: "Manejo da irrigação: água na hora certa",
      lead: "Sensores de umidade e o balanço hídrico evitam irrigar demais ou de menos.",
      body: [
        "A fase de florescimento é a mais sensível à falta de água. Antecipar a lâmina alguns dias antes de uma onda de calor protege a produtividade.",
        "Irrigar à noite reduz a evaporação e a deriva do vento, e a conta de energia costuma ser menor.",
      ],
    },
    es: {
      slug: "manejo-del-riego",
      title: "Manejo del riego: agua en el momento justo",
      lead: "Los sensores de humedad y el balance hídrico evitan regar de más o de menos.",
      body: [
        "La floración es la etapa más sensible a la falta de agua. Adelantar la lámina unos días antes de una ola de calor protege el rendimiento.",
        "Regar de noche reduce la evaporación y la deriva por viento, y la factura de energía suele ser menor.",
      ],
    },
    en: {
      slug: "irrigation-scheduling-basics",
      title: "Irrigation scheduling: water at the right time",
      lead: "Soil moisture probes and a water balance keep you from over- or under-watering.",
      body: [
        "Flowering is the stage most sensitive to water stress. Getting ahead of a heat wave by a few days protects yield.",
        "Running pivots at night cuts evaporation and wind drift, and the power bill is usually lower.",
      ],
    },
  },
  "seed-quality": {
    pt: {
      slug: "qualidade-da-semente",
      title: "Qualidade da semente: o que o laudo diz",
      lead: "Germinação e vigor contam histórias diferentes sobre o mesmo lote.",
      body: [
        "A germinação mede o que nasce em condições ideais; o vigor mostra como o lote se comporta com frio, umidade ou plantio profundo.",
        "Conferir o laudo antes do plantio ajuda a ajustar a quantidade de sementes por metro e evitar replantio.",
      ],
    },
    es: {
      slug: "calidad-de-la-semilla",
      title: "Calidad de la semilla: qué dice el análisis",
      lead: "El poder germinativo y el vigor cuentan historias distintas sobre el mismo lote.",
      body: [
        "La germinación mide lo que nace en condiciones ideales; el vigor muestra cómo se comporta el lote con frío, humedad o siembra profunda.",
        "Revisar el análisis antes de sembrar permite ajustar las semillas por metro y evitar resiembras.",
      ],
    },
    en: {
      slug: "reading-a-seed-quality-report",
      title: "Seed quality: what the lab report says",
      lead: "Germination and vigor tell different stories about the same lot.",
      body: [
        "Germination measures what emerges under ideal conditions; vigor shows how the lot copes with cold, wet soil or deep planting.",
        "Checking the report before planting lets you adjust seeds per foot of row and avoid replanting.",
      ],
    },
  },
  "market-outlook": {
    pt: {
      slug: "mercado-de-graos-na-semana",
      title: "Mercado de grãos: o que mexeu com os preços na semana",
      lead: "Clima nos Estados Unidos e o ritmo das exportações puxaram as cotações de soja e milho.",
      body: [
        "A colheita avançou mais rápido do que o esperado no hemisfério norte, o que pressionou os preços no início da semana.",
        "Vender em lotes ao longo da safra reduz o risco de concentrar toda a venda em um momento ruim.",
      ],
    },
    es: {
      slug: "mercado-de-granos-de-la-semana",
      title: "Mercado de granos: qué movió los precios esta semana",
      lead: "El clima en Estados Unidos y el ritmo de las exportaciones movieron las cotizaciones de soja y maíz.",
      body: [
        "La cosecha avanzó más rápido de lo esperado en el hemisferio norte, lo que presionó los precios al comienzo de la semana.",
        "Vender en tramos a lo largo de la campaña reduce el riesgo de concentrar toda la venta en un mal momento.",
      ],
    },
    en: {
      slug: "grain-markets-this-week",
      title: "Grain markets: what moved prices this week",
      lead: "Weather in South America and export pace moved soybean and corn futures.",
      body: [
        "Planting ran ahead of expectations in Brazil, which weighed on prices early in the week.",
        "Selling in increments through the marketing year lowers the risk of putting every bushel on one bad day.",
      ],
    },
  },
  "frost-risk": {
    pt: {
      slug: "geada-no-milho-safrinha",
      title: "Alerta de geada para o milho safrinha no Sul",
      lead: "Massas de ar frio podem trazer geadas nas baixadas nos próximos dias.",
      body: [
        "Lavouras em enchimento de grãos são as mais expostas. Baixadas e áreas perto de matas acumulam o ar frio e sofrem primeiro.",
        "Depois da geada, espere três a cinco dias antes de avaliar o dano: folhas queimadas nem sempre significam espiga perdida.",
      ],
    },
    es: {
      slug: "alerta-de-heladas-tardias",
      title: "Alerta de heladas tardías en la región pampeana",
      lead: "Masas de aire frío pueden traer heladas en los bajos durante los próximos días.",
      body: [
        "Los cultivos en floración son los más expuestos. Los bajos y los lotes cerca de montes acumulan aire frío y sufren primero.",
        "Después de una helada conviene esperar de tres a cinco días antes de evaluar el daño: hoja quemada no siempre significa espiga perdida.",
      ],
    },
    en: {
      slug: "late-frost-alert",
      title: "Late frost alert for early-planted fields",
      lead: "Cold air masses may bring frost to low spots over the coming days.",
      body: [
        "Emerged seedlings in low ground and near tree lines are the most exposed, since cold air settles there first.",
        "After a frost, wait three to five days before judging damage: burned leaves do not always mean a lost stand.",
      ],
    },
  },
  "digital-yield-maps": {
    pt: {
      slug: "mapas-de-produtividade",
      title: "Mapas de produtividade: do monitor para a decisão",
      lead: "Dados de colheita limpos mostram onde o talhão responde e onde não compensa investir.",
      body: [
        "Antes de comparar safras, calibre o monitor e remova as passadas de cabeceira e as paradas da máquina.",
        "Cruzar o mapa de produtividade com a análise de solo revela as zonas que merecem taxa variável.",
      ],
    },
    es: {
      slug: "mapas-de-rendimiento",
      title: "Mapas de rendimiento: del monitor a la decisión",
      lead: "Los datos de cosecha limpios muestran dónde responde el lote y dónde no conviene invertir.",
      body: [
        "Antes de comparar campañas hay que calibrar el monitor y quitar las pasadas de cabecera y las paradas de la máquina.",
        "Cruzar el mapa de rendimiento con el análisis de suelo revela los ambientes que merecen dosis variable.",
      ],
    },
    en: {
      slug: "yield-maps-to-decisions",
      title: "Yield maps: from the monitor to a decision",
      lead: "Clean harvest data shows where a field responds and where extra inputs do not pay.",
      body: [
        "Before comparing seasons, calibrate the monitor and remove headland passes and machine stops.",
        "Overlaying yield maps with soil tests reveals the zones that deserve variable rates.",
      ],
    },
  },
  "cotton-boll-weevil": {
    pt: {
      slug: "bicudo-do-algodoeiro",
      title: "Bicudo-do-algodoeiro: a batalha começa na entressafra",
      lead: "Destruir soqueiras e respeitar o vazio sanitário reduz a população que chega à nova safra.",
      body: [
        "Armadilhas com feromônio nas bordas indicam a chegada dos adultos e o momento de começar as aplicações de bordadura.",
        "Botões florais caídos com furos de alimentação são o sinal de que o bicudo já está dentro da lavoura.",
      ],
    },
    es: {
      slug: "picudo-del-algodonero",
      title: "Picudo del algodonero: la pelea empieza en el barbecho",
      lead: "Destruir los rastrojos y respetar el vacío sanitario reduce la población que llega a la nueva campaña.",
      body: [
        "Las trampas con feromona en los bordes avisan la llegada de los adultos y el momento de empezar las aplicaciones de borde.",
        "Los pimpollos caídos con perforaciones de alimentación indican que el picudo ya está dentro del lote.",
      ],
    },
    en: {
      slug: "cotton-boll-weevil-control",
      title: "Boll weevil: the fight starts after harvest",
      lead: "Destroying stalks and keeping a host-free period cuts the population that reaches the new crop.",
      body: [
        "Pheromone traps on field edges signal adult arrival and when to start border sprays.",
        "Fallen squares with feeding punctures tell you the weevil is already inside the field.",
      ],
    },
  },
  "soil-compaction": {
    pt: {
      slug: "compactacao-do-solo",
      title: "Compactação do solo: a produtividade escondida",
      lead: "Raízes tortas e água empoçada são sinais de camadas compactadas que o olho não vê.",
      body: [
        "Um penetrômetro ou uma trincheira simples mostram a profundidade da camada. Trabalhar o solo úmido e pneus com pressão alta são as causas mais comuns.",
        "Plantas de cobertura com raízes profundas e controle de tráfego resolvem o problema de forma mais duradoura do que a subsolagem.",
      ],
    },
    es: {
      slug: "compactacion-del-suelo",
      title: "Compactación del suelo: el rendimiento escondido",
      lead: "Raíces torcidas y agua encharcada son señales de capas compactadas que no se ven a simple vista.",
      body: [
        "Un penetrómetro o una calicata simple muestran la profundidad de la capa. Trabajar el suelo húmedo y neumáticos con alta presión son las causas más comunes.",
        "Los cultivos de servicio con raíces profundas y el tránsito controlado resuelven el problema de forma más duradera que el subsolado.",
      ],
    },
    en: {
      slug: "soil-compaction-hidden-yield",
      title: "Soil compaction: the hidden yield drag",
      lead: "L-shaped roots and standing water point to compacted layers you cannot see from the cab.",
      body: [
        "A penetrometer or a simple soil pit shows how deep the layer sits. Working wet ground and high tire pressure are the usual causes.",
        "Deep-rooted cover crops and controlled traffic fix the problem more lastingly than deep ripping.",
      ],
    },
  },
  "corn-tar-spot": {
    pt: {
      slug: "enfezamento-do-milho",
      title: "Enfezamentos do milho: a cigarrinha é a chave",
      lead: "A doença chega com o vetor, e o controle precisa começar nas primeiras semanas da lavoura.",
      body: [
        "Sincronizar a semeadura na região e eliminar o milho tiguera reduzem a ponte verde que mantém a cigarrinha entre safras.",
        "Híbridos com melhor tolerância e tratamento de sementes protegem a fase em que a planta é mais vulnerável.",
      ],
    },
    es: {
      slug: "chicharrita-del-maiz",
      title: "Chicharrita del maíz: el vector es la clave",
      lead: "El achaparramiento llega con el insecto, y el control tiene que empezar en las primeras semanas del cultivo.",
      body: [
        "Sincronizar la siembra en la zona y eliminar el maíz guacho reducen el puente verde que mantiene a la chicharrita entre campañas.",
        "Los híbridos con mejor tolerancia y el tratamiento de semillas protegen la etapa en que la planta es más vulnerable.",
      ],
    },
    en: {
      slug: "tar-spot-in-corn",
      title: "Tar spot in corn: know the conditions",
      lead: "Cool, humid nights and long leaf wetness let tar spot take hold in the upper canopy.",
      body: [
        "Look for raised black spots that do not rub off, first on lower leaves, then climbing toward the ear leaf.",
        "Hybrid tolerance and a fungicide timed around tasseling protect the leaves that fill the grain.",
      ],
    },
  },
  "carbon-practices": {
    pt: {
      slug: "carbono-no-solo",
      title: "Carbono no solo: práticas que contam",
      lead: "Plantio direto, rotação e cobertura permanente aumentam a matéria orgânica ao longo dos anos.",
      body: [
        "A matéria orgânica melhora a retenção de água e a ciclagem de nutrientes: o ganho ambiental também aparece na produtividade.",
        "Programas de carbono pedem registros organizados; manter o histórico de cada talhão facilita a adesão.",
      ],
    },
    es: {
      slug: "carbono-en-el-suelo",
      title: "Carbono en el suelo: prácticas que suman",
      lead: "La siembra directa, la rotación y la cobertura permanente aumentan la materia orgánica con los años.",
      body: [
        "La materia orgánica mejora la retención de agua y el ciclado de nutrientes: la ganancia ambiental también se ve en el rendimiento.",
        "Los programas de carbono piden registros ordenados; llevar el historial de cada lote facilita sumarse.",
      ],
    },
    en: {
      slug: "soil-carbon-practices",
      title: "Soil carbon: practices that count",
      lead: "No-till, rotation and year-round cover build organic matter over the years.",
      body: [
        "Organic matter improves water holding and nutrient cycling: the environmental gain shows up in yield too.",
        "Carbon programs ask for tidy records; keeping each field's history makes enrolling easier.",
      ],
    },
  },
  "sprayer-calibration": {
    pt: {
      slug: "calibracao-do-pulverizador",
      title: "Calibração do pulverizador em quatro passos",
      lead: "Bicos gastos e pressão errada fazem a dose no alvo ser bem diferente da dose da receita.",
      body: [
        "Meça a vazão de cada bico com um copo graduado e troque os que variarem mais de 10% da média.",
        "Confira a velocidade real com o GPS e ajuste a pressão para manter o tamanho de gota indicado no rótulo.",
      ],
    },
    es: {
      slug: "calibracion-de-la-pulverizadora",
      title: "Calibración de la pulverizadora en cuatro pasos",
      lead: "Picos gastados y presión incorrecta hacen que la dosis en el blanco sea muy distinta de la receta.",
      body: [
        "Se mide el caudal de cada pico con una probeta y se cambian los que se alejan más de un 10% del promedio.",
        "La velocidad real se controla con el GPS y la presión se ajusta para mantener el tamaño de gota que indica la etiqueta.",
      ],
    },
    en: {
      slug: "sprayer-calibration-steps",
      title: "Sprayer calibration in four steps",
      lead: "Worn tips and the wrong pressure put a very different rate on target than the one on the label.",
      body: [
        "Catch each nozzle's flow in a measuring cup and replace any tip more than 10% off the average.",
        "Check true ground speed with GPS and set pressure to hold the droplet size the label asks for.",
      ],
    },
  },
  "drought-season": {
    pt: {
      slug: "safra-com-la-nina",
      title: "La Niña: o que esperar para a safra de verão",
      lead: "Os modelos indicam chuvas abaixo da média no Sul e regularidade maior no Centro-Oeste.",
      body: [
        "Em anos de La Niña, escalonar a semeadura e escolher cultivares de ciclos diferentes dilui o risco de veranicos.",
        "Acompanhar a previsão semanal ajuda a decidir o momento de plantar e de aplicar adubo de cobertura.",
      ],
    },
    es: {
      slug: "campana-con-la-nina",
      title: "La Niña: qué esperar para la campaña gruesa",
      lead: "Los modelos anticipan lluvias por debajo de lo normal en buena parte de la región pampeana.",
      body: [
        "En años Niña, escalonar la siembra y elegir materiales de distinto ciclo diluye el riesgo de sequías en floración.",
        "Seguir el pronóstico semanal ayuda a decidir el momento de sembrar y de fertilizar.",
      ],
    },
    en: {
      slug: "la-nina-season-outlook",
      title: "La Niña: what it means for the coming season",
      lead: "Models point to a drier southern Plains and a wetter northern Corn Belt.",
      body: [
        "In La Niña years, staggering planting dates and mixing maturities spreads the risk of dry spells at pollination.",
        "Following the weekly forecast helps time planting and side-dress passes.",
      ],
    },
  },
  "inoculation-soy": {
    pt: {
      slug: "inoculacao-da-soja",
      title: "Inoculação da soja: nitrogênio de graça, se bem feita",
      lead: "A bactéria certa no sulco ou na semente fornece quase todo o nitrogênio de que a soja precisa.",
      body: [
        "Inocule à sombra e plante no mesmo dia: sol e calor matam as bactérias antes de chegarem ao solo.",
        "Reinocular todo ano compensa, mesmo em áreas com histórico de soja, porque a população do solo nem sempre é eficiente.",
      ],
    },
    es: {
      slug: "inoculacion-de-la-soja",
      title: "Inoculación de la soja: nitrógeno gratis, si se hace bien",
      lead: "La bacteria correcta en la semilla aporta casi todo el nitrógeno que la soja necesita.",
      body: [
        "Se inocula a la sombra y se siembra en el día: el sol y el calor matan las bacterias antes de que lleguen al suelo.",
        "Reinocular cada año conviene, incluso en lotes con historia sojera, porque la población del suelo no siempre es eficiente.",
      ],
    },
    en: {
      slug: "soybean-inoculation",
      title: "Soybean inoculation: free nitrogen, done right",
      lead: "The right rhizobia on the seed supply most of the nitrogen a soybean crop needs.",
      body: [
        "Treat seed in the shade and plant the same day: sun and heat kill the bacteria before they reach the soil.",
        "Inoculating every year pays, even on fields with a soybean history, because native populations are not always effective.",
      ],
    },
  },
  "storage-grain": {
    pt: {
      slug: "armazenagem-de-graos",
      title: "Armazenagem de grãos: umidade e temperatura sob controle",
      lead: "Grão armazenado úmido aquece, perde peso e atrai insetos.",
      body: [
        "Seque até a umidade de armazenagem recomendada para a cultura e use termometria para detectar focos de aquecimento cedo.",
        "Aeração nas horas frias do dia mantém a massa de grãos estável e evita condensação no silo.",
      ],
    },
    es: {
      slug: "almacenamiento-de-granos",
      title: "Almacenamiento de granos: humedad y temperatura bajo control",
      lead: "El grano guardado húmedo se calienta, pierde peso y atrae insectos.",
      body: [
        "Secar hasta la humedad de almacenamiento recomendada para cada cultivo y usar termometría permite detectar focos de calor temprano.",
        "Airear en las horas frescas del día mantiene estable la masa de granos y evita condensación en el silo.",
      ],
    },
    en: {
      slug: "grain-storage-moisture-temperature",
      title: "Grain storage: keep moisture and temperature in check",
      lead: "Grain stored wet heats up, loses weight and draws insects.",
      body: [
        "Dry to the storage moisture your crop calls for and use temperature cables to catch hot spots early.",
        "Running aeration fans in the cool hours keeps the grain mass steady and prevents condensation in the bin.",
      ],
    },
  },
  "field-day": {
    pt: {
      slug: "dia-de-campo-surco",
      title: "Dia de campo Surco reúne produtores em Rio Verde",
      lead: "Parcelas de híbridos, manejo de doenças e agricultura digital foram os destaques do encontro.",
      body: [
        "Mais de 300 produtores visitaram as parcelas demonstrativas e conversaram com a equipe agronômica sobre a nova safra.",
        "Os resultados das parcelas estarão disponíveis na área logada ao final da colheita.",
      ],
    },
    es: {
      slug: "jornada-a-campo-surco",
      title: "La jornada a campo Surco reunió productores en Pergamino",
      lead: "Parcelas de híbridos, manejo de enfermedades y agricultura digital fueron lo más destacado del encuentro.",
      body: [
        "Más de 300 productores recorrieron las parcelas demostrativas y conversaron con el equipo agronómico sobre la nueva campaña.",
        "Los resultados de las parcelas van a estar disponibles en el área privada al terminar la cosecha.",
      ],
    },
    en: {
      slug: "surco-field-day",
      title: "Surco field day brings growers together in central Iowa",
      lead: "Hybrid plots, disease management and digital farming led the day.",
      body: [
        "More than 300 growers walked the demonstration plots and talked through the coming season with the agronomy team.",
        "Plot results will be posted in the signed-in area once harvest wraps up.",
      ],
    },
  },
  "new-hybrids": {
    pt: {
      slug: "novos-hibridos-de-milho",
      title: "Novos híbridos de milho chegam para a próxima safra",
      lead: "Três lançamentos com foco em sanidade foliar e estabilidade em ambientes de estresse.",
      body: [
        "Os híbridos foram avaliados em mais de 80 locais nas últimas três safras, em diferentes regiões e épocas de plantio.",
        "Converse com seu representante para saber qual posicionamento combina com cada talhão.",
      ],
    },
    es: {
      slug: "nuevos-hibridos-de-maiz",
      title: "Nuevos híbridos de maíz llegan para la próxima campaña",
      lead: "Tres lanzamientos enfocados en sanidad foliar y estabilidad en ambientes de estrés.",
      body: [
        "Los híbridos se evaluaron en más de 80 sitios durante las últimas tres campañas, en distintas zonas y fechas de siembra.",
        "El representante de la zona puede ayudar a elegir el posicionamiento que mejor se adapta a cada lote.",
      ],
    },
    en: {
      slug: "new-corn-hybrids",
      title: "New corn hybrids arrive for next season",
      lead: "Three launches built for leaf health and steady yields under stress.",
      body: [
        "The hybrids were tested at more than 80 locations over the last three seasons, across regions and planting dates.",
        "Talk with your seed advisor about where each one fits on your farm.",
      ],
    },
  },
};
