/** Romeu, the members' chatbot: its settings (app-setting keys) and the try-it call. */
export { chatbotRoutes } from './routes';
export { readChatbot } from './service';
