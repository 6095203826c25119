/** The members' feedback messages. */
export { feedbackRoutes } from './routes';
