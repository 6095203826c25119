export { AstroPlaceholder } from './AstroPlaceholder';
export { astroPlaceholders } from './placeholders';
