import type { FastifyInstance } from 'fastify';

/** The feedback/ area of spec/1 section 7: reported members, their reporters and the members' feedback. */
export async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
