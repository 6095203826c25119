import { analyticsBrand, analyticsPalette } from '@orrery/contract';

/** The brand's dark plum primary and pink background. */
export const brandColours = { ...analyticsBrand, accent: '#E86A92' } as const;

/** The console's one chart palette: twelve colour-blind-safe colours, the brand's plum first. */
export const chartPalette: readonly string[] = analyticsPalette;
