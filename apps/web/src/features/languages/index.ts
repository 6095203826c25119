export { LanguagesPage } from './LanguagesPage';
