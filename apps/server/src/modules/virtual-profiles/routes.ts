import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  VirtualImportAnswer,
  VirtualImportBody,
  VirtualProfileAnswer,
  VirtualProfileBody,
} from '@orrery/contract';
import { runOrQueue } from '../../lib/importQueue';
import { errorResponses, IdParams, routeTags } from '../../lib/routeSchemas';
import { actorOf, signedInAdmin } from '../../plugins/auth';
import { VIRTUAL_IMPORT_QUEUE } from './importQueue';
import { getVirtualImport, runVirtualImport, startVirtualImport, VIRTUAL_CHUNK } from './imports';
import { addVirtualProfile } from './service';

const tags = routeTags('virtual profiles');
const errors = errorResponses(400, 401, 403, 404);
/** 20,000 rows of a few hundred bytes each. */
const IMPORT_BODY_LIMIT = 16 * 1024 * 1024;

/** The Virtual Profile screen (`fakeProfile/add-fack-profile`, and "Create all" as a job). */
export async function virtualProfileRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, jobs } = app.deps;

  r.post(
    '/add-fack-profile',
    {
      schema: {
        tags,
        summary:
          'Creates a virtual profile from one row of the file: a member (role demo) with its birth data and a picture of the image library',
        body: VirtualProfileBody,
        response: { 200: VirtualProfileAnswer, ...errors },
      },
    },
    async (request) => {
      const { message, ...data } = await addVirtualProfile(db, actorOf(signedInAdmin(request)), request.body);
      return { valid: true as const, message, data };
    },
  );

  r.post(
    '/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Create all: every row checked before any is created, then created in chunks; up to 500 rows at once, more as a job the console polls',
        body: VirtualImportBody,
        response: { 200: VirtualImportAnswer, ...errors },
      },
    },
    async (request) => {
      const started = await startVirtualImport(db, actorOf(signedInAdmin(request)), request.body.rows);
      const data = await runOrQueue(jobs, VIRTUAL_IMPORT_QUEUE, started, VIRTUAL_CHUNK, runVirtualImport, db);
      return { valid: true as const, message: data.message, data };
    },
  );

  r.get(
    '/import/:id',
    {
      schema: {
        tags,
        summary: 'How far a Create all has come (the console polls it)',
        params: IdParams,
        response: { 200: VirtualImportAnswer, ...errors },
      },
    },
    async (request) => {
      const data = await getVirtualImport(db, request.params.id);
      return { valid: true as const, message: data.message, data };
    },
  );
}
