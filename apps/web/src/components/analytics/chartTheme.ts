import { analyticsBrand, analyticsPiePalette } from '@orrery/contract';

/** The brand's dark plum primary and pink background. */
export const brandColours = { ...analyticsBrand, accent: '#E86A92' } as const;

/** The pie charts' six fixed colours. */
export const piePalette = analyticsPiePalette;

/** Series colours of bar and line charts: the plum primary first, then the pie's colours. */
export const seriesPalette = [analyticsBrand.primary, ...analyticsPiePalette.slice(1)] as const;
