import { OFFER_STANDARD_TEXTS } from '../../domain/settings/offerStandardTexts.js';
/**
 * The admin lookup lists of a made-to-measure furniture workshop in Kosovo:
 * departments and their production processes, what is sold and from what.
 * Processes are named once here and referred to by name below.
 */

export const DEPARTMENTS = {
  Prerje: ['Prerja e pllakave', 'Kantimi', 'Shpimi CNC'],
  Perpunim: ['Frezimi', 'Zmerilimi', 'Xhamaria'],
  Lyerje: ['Bazimi', 'Lyerja', 'Llakimi', 'Tharja'],
  Montim: ['Montimi paraprak', 'Montimi i mekanizmave', 'Tapiceria'],
  'Kontroll dhe paketim': ['Kontrolli i cilesise', 'Paketimi', 'Ngarkimi'],
} as const satisfies Record<string, readonly string[]>;

export type DepartmentName = keyof typeof DEPARTMENTS;
export type ProcessName = (typeof DEPARTMENTS)[DepartmentName][number];

/** The department whose admin is `deptadmin`, and the two processes `worker` holds in it. */
export const WORKER_DEPARTMENT: DepartmentName = 'Prerje';
export const WORKER_PROCESSES: readonly ProcessName[] = ['Prerja e pllakave', 'Kantimi'];

export const UNITS = ['cope', 'm2', 'm', 'ml', 'kg', 'kompl', 'ore'] as const;
export type UnitName = (typeof UNITS)[number];

/** Article types with the ordered process chain every product of that type goes through. */
export const ARTICLE_TYPES: Readonly<Record<string, readonly ProcessName[]>> = {
  Kuzhine: ['Prerja e pllakave', 'Kantimi', 'Shpimi CNC', 'Frezimi', 'Zmerilimi', 'Bazimi', 'Lyerja', 'Llakimi', 'Tharja', 'Montimi paraprak', 'Montimi i mekanizmave', 'Kontrolli i cilesise', 'Paketimi', 'Ngarkimi'],
  Garderobe: ['Prerja e pllakave', 'Kantimi', 'Shpimi CNC', 'Frezimi', 'Zmerilimi', 'Bazimi', 'Lyerja', 'Tharja', 'Xhamaria', 'Montimi paraprak', 'Montimi i mekanizmave', 'Kontrolli i cilesise', 'Paketimi'],
  'Dhome gjumi': ['Prerja e pllakave', 'Kantimi', 'Shpimi CNC', 'Zmerilimi', 'Bazimi', 'Lyerja', 'Llakimi', 'Tharja', 'Tapiceria', 'Montimi paraprak', 'Kontrolli i cilesise', 'Paketimi'],
  Dyer: ['Prerja e pllakave', 'Frezimi', 'Zmerilimi', 'Bazimi', 'Lyerja', 'Llakimi', 'Tharja', 'Montimi i mekanizmave', 'Kontrolli i cilesise', 'Paketimi', 'Ngarkimi'],
  'Mobilje banjo': ['Prerja e pllakave', 'Kantimi', 'Shpimi CNC', 'Bazimi', 'Lyerja', 'Llakimi', 'Tharja', 'Montimi paraprak', 'Kontrolli i cilesise', 'Paketimi', 'Ngarkimi'],
  Tavolina: ['Prerja e pllakave', 'Frezimi', 'Zmerilimi', 'Bazimi', 'Lyerja', 'Llakimi', 'Tharja', 'Montimi paraprak', 'Kontrolli i cilesise', 'Paketimi'],
  'Dollape dhe rafte': ['Prerja e pllakave', 'Kantimi', 'Shpimi CNC', 'Xhamaria', 'Montimi paraprak', 'Montimi i mekanizmave', 'Kontrolli i cilesise', 'Paketimi', 'Ngarkimi'],
  'Pajisje elektrike': [],
  Aksesore: [],
  Sherbime: [],
};

/** Materials with the processes that work on them, in order (their material statuses). */
export const MATERIALS: Readonly<Record<string, readonly ProcessName[]>> = {
  'MDF i llakuar': ['Prerja e pllakave', 'Bazimi', 'Llakimi'],
  'Pllake laminat Egger': ['Prerja e pllakave', 'Kantimi'],
  'Dru lisi masiv': ['Prerja e pllakave', 'Zmerilimi', 'Lyerja'],
  'Akril me shkelqim': ['Prerja e pllakave', 'Kantimi'],
  'Xham i kalitur 6mm': ['Xhamaria'],
  'Pelhure tapicerie': ['Tapiceria'],
  'Profil alumini': ['Prerja e pllakave', 'Montimi i mekanizmave'],
};

export interface ArticleSpec {
  code: string;
  name: string;
  type: string;
  unit: UnitName;
  price: number;
  material: string | null;
  supplier: string | null;
}

const a = (code: string, name: string, type: string, unit: UnitName, price: number, material: string | null = null, supplier: string | null = null): ArticleSpec => ({
  code, name, type, unit, price, material, supplier,
});

/** Made here (a type with processes) or bought in (appliances, accessories, services). */
export const ARTICLES: readonly ArticleSpec[] = [
  a('KU-001', 'Kuzhine MDF e llakuar', 'Kuzhine', 'ml', 420, 'MDF i llakuar', 'Egger Kosova'),
  a('KU-002', 'Kuzhine me fronte akrili', 'Kuzhine', 'ml', 380, 'Akril me shkelqim', 'Fundermax'),
  a('KU-003', 'Kuzhine laminat', 'Kuzhine', 'ml', 260, 'Pllake laminat Egger', 'Egger Kosova'),
  a('KU-004', 'Ishull kuzhine', 'Kuzhine', 'cope', 1450, 'MDF i llakuar'),
  a('KU-005', 'Kolone per frigorifer inkaso', 'Kuzhine', 'cope', 520),
  a('KU-006', 'Element i siperm 80 cm', 'Kuzhine', 'cope', 185),
  a('KU-007', 'Banak kuarci', 'Kuzhine', 'm2', 310, null, 'Tekno Kuzhina sh.p.k.'),
  a('GA-001', 'Garderobe me dyer rreshqitese', 'Garderobe', 'm2', 240, 'Pllake laminat Egger', 'Egger Kosova'),
  a('GA-002', 'Garderobe me dyer krahe', 'Garderobe', 'm2', 210, 'MDF i llakuar'),
  a('GA-003', 'Dhome veshjesh', 'Garderobe', 'm2', 290, 'Xham i kalitur 6mm', 'Xhamaria Dukagjini'),
  a('DG-001', 'Krevat dopio me koke te tapicuar', 'Dhome gjumi', 'cope', 690, 'Pelhure tapicerie'),
  a('DG-002', 'Komodine me dy sirtare', 'Dhome gjumi', 'cope', 145),
  a('DG-003', 'Tualet me pasqyre', 'Dhome gjumi', 'cope', 380, 'Dru lisi masiv'),
  a('DE-001', 'Dere e brendshme MDF', 'Dyer', 'cope', 230, 'MDF i llakuar'),
  a('DE-002', 'Dere rreshqitese me xham', 'Dyer', 'cope', 410, 'Xham i kalitur 6mm', 'Xhamaria Dukagjini'),
  a('DE-003', 'Dere druri masiv', 'Dyer', 'cope', 560, 'Dru lisi masiv'),
  a('BA-001', 'Mobilje banjo me lavaman', 'Mobilje banjo', 'cope', 520, 'Akril me shkelqim'),
  a('BA-002', 'Dollap i larte banjo', 'Mobilje banjo', 'cope', 260),
  a('TA-001', 'Tavoline ngrenie lisi', 'Tavolina', 'cope', 890, 'Dru lisi masiv'),
  a('TA-002', 'Tavoline pune per zyre', 'Tavolina', 'cope', 340),
  a('TA-003', 'Tavoline kafeje', 'Tavolina', 'cope', 190),
  a('DR-001', 'Komode TV', 'Dollape dhe rafte', 'cope', 360, 'Profil alumini'),
  a('DR-002', 'Biblioteke muri', 'Dollape dhe rafte', 'm2', 180),
  a('DR-003', 'Vitrine me xham', 'Dollape dhe rafte', 'cope', 470, 'Xham i kalitur 6mm'),
  a('DR-004', 'Raft i varur', 'Dollape dhe rafte', 'ml', 65),
  a('PE-001', 'Furre inkaso Bosch', 'Pajisje elektrike', 'cope', 480, null, 'Bosch Home Kosova'),
  a('PE-002', 'Pllake induksioni', 'Pajisje elektrike', 'cope', 390, null, 'Bosch Home Kosova'),
  a('PE-003', 'Aspirator muri', 'Pajisje elektrike', 'cope', 260, null, 'Bosch Home Kosova'),
  a('PE-004', 'Lavastovilje inkaso', 'Pajisje elektrike', 'cope', 450, null, 'Bosch Home Kosova'),
  a('AK-001', 'Doreza alumini', 'Aksesore', 'cope', 6.5, null, 'Hettich Balkan'),
  a('AK-002', 'Mekanizem Blum soft-close', 'Aksesore', 'kompl', 38, null, 'Blum Prishtine'),
  a('AK-003', 'Ndricim LED nen element', 'Aksesore', 'm', 24, null, 'Hettich Balkan'),
  a('AK-004', 'Lavaman inoksi', 'Aksesore', 'cope', 120, null, 'Tekno Kuzhina sh.p.k.'),
  a('SH-001', 'Montim ne objekt', 'Sherbime', 'ore', 15),
  a('SH-002', 'Transport jashte qytetit', 'Sherbime', 'kompl', 60),
];

export const SUPPLIERS = ['Egger Kosova', 'Kronospan', 'Blum Prishtine', 'Hettich Balkan', 'Fundermax', 'Xhamaria Dukagjini', 'Tekno Kuzhina sh.p.k.', 'Bosch Home Kosova'] as const;

export const EQUIPMENT = ['Kamion 7.5t', 'Furgon', 'Karroce dore', 'Rripa fiksues', 'Batanije mbrojtese', 'Trapan me bateri', 'Shkalle', 'Nivelues lazer'] as const;

export const COLOR_PALETTES = ['E bardhe mat', 'E bardhe me shkelqim', 'Antracit', 'Gri e lehte', 'Lis natyral', 'Arre e erret', 'Kashmir', 'E zeze mat', 'Blu nate', 'Jeshile ulliri'] as const;

export const OFFER_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'Afati i dorezimit': ['15 dite pune', '20 dite pune', '30 dite pune'],
  Garancioni: ['2 vite', '3 vite', '5 vite per korpusin'],
  'Menyra e pageses': ['Banke', 'Kesh', 'Me keste'],
  'Lloji i dorezave': ['Doreza alumini', 'Pa doreza (push-to-open)', 'Profil Gola'],
  'Ngjyra e korpusit': ['E bardhe', 'Gri', 'Lis natyral'],
};

/** The standard offer texts of spec 000 §9, as the office writes them: the settings' defaults. */
export const OFFER_CONDITIONS = OFFER_STANDARD_TEXTS;

export const IMPRESSION_QUESTIONS = [
  'Sa jeni te kenaqur me cilesine e produktit?',
  'Sa jeni te kenaqur me afatin e dorezimit?',
  'Si e vleresoni punen e montuesve?',
  'Si e vleresoni komunikimin me stafin tone?',
  'Sa gjasa ka te na rekomandoni te te tjeret?',
] as const;

export const MEASUREMENT_TEMPLATES = ['Skica e kuzhines', 'Skica e garderobes', 'Skica e banjos'] as const;

/** What a client orders a project for, and the article types such a project is made of. */
export const PROJECT_KINDS: Readonly<Record<string, readonly string[]>> = {
  Kuzhina: ['Kuzhine'],
  Garderoba: ['Garderobe'],
  'Dhoma e gjumit': ['Dhome gjumi', 'Garderobe'],
  Banjo: ['Mobilje banjo'],
  'Dhoma e ndenjes': ['Dollape dhe rafte', 'Tavolina'],
  'Dyert e brendshme': ['Dyer'],
  Zyra: ['Tavolina', 'Dollape dhe rafte'],
  'Dhoma e femijeve': ['Dhome gjumi', 'Dollape dhe rafte'],
};
