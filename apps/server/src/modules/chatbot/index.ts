/** Romeu, the members' chatbot: its settings (app-setting keys of spec/2) and the try-it call. */
export { chatbotRoutes } from './routes';
export { readChatbot } from './service';
