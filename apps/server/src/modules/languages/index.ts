/** Languages, content keys and translations: their calls, the published texts, the demo data. */
export { languagesRoutes } from './routes';
export { publishedText } from './publishedText';
export { languageChoices } from './languages/languageService';
export { seedLanguagesOnce } from './seed';
export {
  AUTOMATIC_MESSAGE_TEXTS,
  PUSH_NOTIFICATION_KEYS,
  PUSH_NOTIFICATION_TEXTS,
} from './automaticMessages';
