import { DASHA_GROUP_1, DASHA_GROUP_2 } from './astroSettingsValues';

/**
 * The drill-down tree of the Source Texts tab. A node's `code` is its short
 * code in the key; the key of a leaf is the codes on its path joined by underscores
 * (Transit › Aspects › Sa › Squ › Su → t_a_sa_squ_su). Shared by the console (the tree) and the server
 * (which keys are valid).
 */
export interface SourceTreeNode {
  code: string;
  label: string;
  children?: SourceTreeNode[];
}

const leaves = (items: readonly { code: string; label: string }[]): SourceTreeNode[] =>
  items.map(({ code, label }) => ({ code, label }));
const under = (items: readonly { code: string; label: string }[], children: SourceTreeNode[]) =>
  items.map(({ code, label }) => ({ code, label, children }));

/** Houses H-01 … H-12; their code is the two-digit number (t_h_ju_07). */
export const TREE_HOUSES = Array.from({ length: 12 }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  return { code: n, label: `H-${n}` };
});
/** Su … Pl, the moving bodies of the tree. */
export const TREE_PLANETS = [
  { code: 'su', label: 'Su' },
  { code: 'mo', label: 'Mo' },
  { code: 'me', label: 'Me' },
  { code: 've', label: 'Ve' },
  { code: 'ma', label: 'Ma' },
  { code: 'ju', label: 'Ju' },
  { code: 'sa', label: 'Sa' },
  { code: 'ur', label: 'Ur' },
  { code: 'ne', label: 'Ne' },
  { code: 'pl', label: 'Pl' },
] as const;
/** Ra and Ke, added where grahas are listed (the engine's transits include the nodes). */
export const TREE_NODES = [
  { code: 'ra', label: 'Ra' },
  { code: 'ke', label: 'Ke' },
] as const;
export const TREE_GRAHAS = [...TREE_PLANETS, ...TREE_NODES];
/** Natal points: the grahas plus ASC and MC. */
export const TREE_NATAL_POINTS = [...TREE_GRAHAS, { code: 'as', label: 'ASC' }, { code: 'mc', label: 'MC' }];
/** The five transit aspects, by the short code the engine's event names use. */
export const TREE_ASPECTS = [
  { code: 'con', label: 'Con' },
  { code: 'sex', label: 'Sex' },
  { code: 'squ', label: 'Squ' },
  { code: 'tri', label: 'Tri' },
  { code: 'opp', label: 'Opp' },
] as const;
export const TREE_ECLIPSES = [
  { code: 'solar', label: 'Solar' },
  { code: 'lunar', label: 'Lunar' },
] as const;
export const TREE_TITHIS = [
  { code: 'purnima', label: 'Purnima' },
  { code: 'amavashya', label: 'Amavashya' },
] as const;
export const TREE_DIGNITIES = [
  { code: 'ex', label: 'Exalted' },
  { code: 'mt', label: 'Moola Trikon' },
  { code: 'own', label: 'Own sign' },
  { code: 'gf', label: 'Great Friend' },
  { code: 'fr', label: 'Friend' },
  { code: 'ne', label: 'Neutral' },
  { code: 'en', label: 'Enemy' },
  { code: 'ge', label: 'Great Enemy' },
  { code: 'deb', label: 'Debilitated' },
] as const;
export const TREE_YOGAS = [
  { code: 'nb', label: 'Neech Bhanga' },
  { code: 'vip', label: 'Viparita' },
  { code: 'raja', label: 'Raja' },
  { code: 'dhana', label: 'Dhana' },
  { code: 'mp', label: 'Mahapurusha' },
  { code: 'pk', label: 'P-Kartari' },
  { code: 'sk', label: 'S-Kartari' },
] as const;
/** The angles (kendras) by their house. */
export const TREE_ANGLES = [
  { code: '01', label: 'H-01 (ASC)' },
  { code: '04', label: 'H-04 (IC)' },
  { code: '07', label: 'H-07 (DSC)' },
  { code: '10', label: 'H-10 (MC)' },
] as const;

const aspectsTo = (targets: readonly { code: string; label: string }[]) =>
  under(TREE_ASPECTS, leaves(targets));

export const SOURCE_TREE: SourceTreeNode[] = [
  {
    code: 't',
    label: 'Transit',
    children: [
      { code: 'h', label: 'Houses', children: under(TREE_GRAHAS, leaves(TREE_HOUSES)) },
      { code: 'a', label: 'Aspects', children: under(TREE_GRAHAS, aspectsTo(TREE_NATAL_POINTS)) },
      { code: 'p', label: 'To progressed', children: under(TREE_GRAHAS, aspectsTo(TREE_NATAL_POINTS)) },
    ],
  },
  { code: 'p', label: 'Progressions', children: under(TREE_NATAL_POINTS, aspectsTo(TREE_NATAL_POINTS)) },
  { code: 'ecl', label: 'Eclipse-Bhava', children: under(TREE_ECLIPSES, leaves(TREE_HOUSES)) },
  { code: 'ph', label: 'Tithi-Bhava', children: under(TREE_TITHIS, leaves(TREE_HOUSES)) },
  { code: 'd', label: 'Dṛṣṭi-Bhava', children: leaves(TREE_HOUSES) },
  {
    code: 'tp',
    label: 'Time Periods',
    children: [
      {
        code: 'brg',
        label: 'Bṛghu Saṁhita',
        children: under(DASHA_GROUP_1, under(DASHA_GROUP_2, leaves(TREE_HOUSES))),
      },
      { code: 'md', label: 'MD House', children: leaves(TREE_HOUSES) },
      { code: 'ad', label: 'AD House', children: leaves(TREE_HOUSES) },
      { code: 'yoga', label: 'Yoga', children: leaves(TREE_YOGAS) },
      { code: 'dig', label: 'Dignity', children: leaves(TREE_DIGNITIES) },
      { code: 'ang', label: 'Angle', children: leaves(TREE_ANGLES) },
    ],
  },
];

/** Every leaf key of a tree (codes joined by underscores). */
export function treeKeys(nodes: readonly SourceTreeNode[], prefix = ''): string[] {
  return nodes.flatMap((node) => {
    const key = prefix ? `${prefix}_${node.code}` : node.code;
    return node.children ? treeKeys(node.children, key) : [key];
  });
}
