import { analyticsBrand, analyticsPiePalette } from '@orrery/contract';

/** spec/3 section 9: the brand's dark plum primary and pink background. */
export const brandColours = { ...analyticsBrand, accent: '#E86A92' } as const;

/** spec/3 section 9: the pie charts' six fixed colours. */
export const piePalette = analyticsPiePalette;

/** Series colours of bar and line charts: the plum primary first, then the pie's colours. */
export const seriesPalette = [analyticsBrand.primary, ...analyticsPiePalette.slice(1)] as const;
