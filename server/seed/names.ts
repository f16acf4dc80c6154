/** Albanian names, places and phrases the demo data is made of. */

export const FIRST_NAMES = [
  'Arben', 'Arta', 'Blerim', 'Blerta', 'Driton', 'Donika', 'Enver', 'Era', 'Fatos', 'Fjolla',
  'Gent', 'Genta', 'Hysen', 'Hana', 'Ilir', 'Iliriana', 'Jeton', 'Jehona', 'Kushtrim', 'Kaltrina',
  'Labinot', 'Lirije', 'Mentor', 'Merita', 'Nderim', 'Nora', 'Osman', 'Qendresa', 'Rinor', 'Rrezarta',
  'Shpend', 'Shqipe', 'Taulant', 'Teuta', 'Ukshin', 'Valbona', 'Visar', 'Vjosa', 'Xhevdet', 'Zana',
  'Agron', 'Albulena', 'Bekim', 'Besa', 'Dardan', 'Diellza', 'Egzon', 'Elira', 'Flamur', 'Florentina',
] as const;

export const LAST_NAMES = [
  'Krasniqi', 'Berisha', 'Gashi', 'Hoxha', 'Shala', 'Morina', 'Rexhepi', 'Kelmendi', 'Bytyqi', 'Hasani',
  'Thaqi', 'Ahmeti', 'Mustafa', 'Osmani', 'Sylejmani', 'Kastrati', 'Zeqiri', 'Rama', 'Jashari', 'Haziri',
  'Maloku', 'Beqiri', 'Hyseni', 'Avdiu', 'Islami', 'Kryeziu', 'Limani', 'Mehmeti', 'Pllana', 'Salihu',
] as const;

export const STREETS = [
  'Rr. Nena Tereze', 'Rr. Agim Ramadani', 'Rr. Skenderbeu', 'Rr. Adem Jashari', 'Rr. Luan Haradinaj',
  'Rr. Fehmi Agani', 'Rr. UCK', 'Rr. Deshmoret e Kombit', 'Rr. Ismail Qemali', 'Rr. Gjergj Fishta',
  'Rr. Zahir Pajaziti', 'Rr. Bill Klinton', 'Rr. Rexhep Luci', 'Rr. Ilaz Agushi', 'Rr. Dardania',
] as const;

export const BUSINESS_NAMES = [
  'Hotel Sirius', 'Restorant Liburnia', 'Kafe Soma', 'Zyra Noteriale Berisha', 'Klinika Dentare Dent+',
  'Banesat Prishtina Park', 'Ndertimi Gashi sh.p.k.', 'Apartamentet Kodra e Diellit', 'Shkolla Private Mileniumi',
  'Pizzeria Napoli', 'Farmacia Vita', 'Studio Arkitekture Forma',
] as const;

export const BANKS = ['ProCredit Bank', 'Raiffeisen Bank Kosovo', 'NLB Banka', 'TEB', 'Banka Ekonomike', 'BKT'] as const;

/** Centres of Kosovo's cities (migration 0004 names), for "lat,lng" locations near them. */
export const CITY_CENTRES: Readonly<Record<string, readonly [number, number]>> = {
  Prishtine: [42.6629, 21.1655],
  Prizren: [42.2139, 20.7397],
  Peje: [42.6593, 20.2887],
  Gjakove: [42.3803, 20.4308],
  Mitrovice: [42.8914, 20.866],
  Ferizaj: [42.3702, 21.1553],
  Gjilan: [42.4635, 21.4694],
  Podujeve: [42.9106, 21.1903],
  Vushtrri: [42.8231, 20.9675],
  Suhareke: [42.358, 20.825],
  Rahovec: [42.3992, 20.6547],
  Drenas: [42.6253, 20.893],
  Lipjan: [42.5217, 21.1258],
  Malisheve: [42.4828, 20.7458],
  Kamenice: [42.5781, 21.5803],
  Viti: [42.3214, 21.3583],
  Decan: [42.5403, 20.2878],
  Istog: [42.7808, 20.4875],
  Kline: [42.6217, 20.5778],
  Skenderaj: [42.7467, 20.7886],
  Dragash: [42.0265, 20.6533],
  'Fushe Kosove': [42.635, 21.095],
  Obiliq: [42.6869, 21.0703],
  Shtime: [42.4331, 21.0397],
  Kaçanik: [42.2319, 21.2594],
  'Hani i Elezit': [42.1503, 21.2964],
  Junik: [42.4764, 20.2775],
  Mamushe: [42.325, 20.7264],
};

/** Kosovo's mobile prefixes. */
export const PHONE_PREFIXES = ['44', '45', '49', '43', '48'] as const;

export const CLIENT_NOTES = [
  'Preferon te kontaktohet pas ores 16:00.',
  'Klient i rekomanduar nga arkitekti.',
  'Kerkon oferte edhe per pajisjet elektrike.',
  'Banesa ne katin e 5-te, ka ashensor.',
  'Shtepi private, qasje me kamion e mundshme.',
  'Ka pasur porosi edhe me pare.',
] as const;
